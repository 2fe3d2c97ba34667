import type { EngineTab, Target } from '../drivers/tab';
import { say, type Lang } from '../words';
import { confirmMedicalInfo } from './medicalInfo';
import { button, heading, label, storedTable, waitForPath, waitToSee } from './portal';

// A form request (docs/requests.md): from the dashboard through the medical information step,
// the request, the mock build's card field (src/features/payment/mock/), and the upload page.

/** The mock card that is charged without asking the bank (the card field's test-mode note). */
const CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

/** What the patient asks for: a 3-page work form, $250 + 2 × $75 (the mock's fee table). */
export const WORK_FORM = { type: 'work', pages: '3', price: 400 };
export const DETAILS = 'Return-to-work clearance for my employer after knee surgery';

/** Dashboard → 'Start a form request' → the medical information's Confirm → the request form. */
export async function startFormRequest(tab: EngineTab, lang: Lang) {
  await tab.click(button(say(lang, 'dashboard:cards.form.button')));
  await confirmMedicalInfo(tab, lang);
  await waitForPath(tab, /^\/school-work-form\?formType=school-work-form$/);
  await waitToSee(tab, heading(say(lang, 'forms:form.title')));
}

/** Fills the request (a work form of 3 pages), agrees, and continues to the payment page. */
export async function requestWorkForm(tab: EngineTab, lang: Lang) {
  await tab.choose(label(say(lang, 'forms:form.type.label')), WORK_FORM.type);
  await tab.type(label(say(lang, 'forms:form.details.label')), DETAILS);
  await tab.type(label(say(lang, 'forms:form.pages.label')), WORK_FORM.pages);
  await tab.click(label(say(lang, 'forms:form.agree')));
  await tab.click(button(say(lang, 'forms:actions.continue')));
  await waitForPath(tab, /^\/school-work-form\/payment\?formType=school-work-form$/);
  await waitToSee(tab, heading(say(lang, 'payment:title')));
}

/** Types the mock card into the stand-in card field and presses Pay now. */
export async function payByCard(tab: EngineTab, lang: Lang) {
  await tab.type(label(say(lang, 'payment:card.number')), CARD.number);
  await tab.type(label(say(lang, 'payment:card.expiry')), CARD.expiry);
  await tab.type(label(say(lang, 'payment:card.cvc')), CARD.cvc);
  await tab.click(button(say(lang, 'payment:actions.pay')));
}

/** The upload page's picker ('Your documents'): the real file input. */
export const documentsPicker = (lang: Lang): Target => ({
  by: 'label',
  value: say(lang, 'upload:picker.label'),
  partial: true,
});

export interface StoredCharge {
  amount: number;
  formType: string;
  formId: string | null;
  account: string;
}

/** The mock card provider's ledger: one entry per charge made. */
export function charges(tab: EngineTab): Promise<StoredCharge[]> {
  return tab.run(() =>
    window.mockClinic
      .charges()
      .map(({ amount, formType, formId, account }) => ({ amount, formType, formId, account })),
  );
}

export interface StoredForm {
  formId: string;
  timeOffIsFor: string;
  pageCount: number;
  calculatedPrice: number;
  paymentComplete: boolean;
  uploadedToOscar: boolean;
  files: { fileName: string; size: number; contentType: string }[];
}

/** A saved form request as the mock clinic stored it (localStorage, after every change). */
export async function storedForm(tab: EngineTab, formId: string): Promise<StoredForm | null> {
  const forms = await storedTable<StoredForm>(tab, 'schoolWorkForms');
  const form = forms.find((candidate) => candidate.formId === formId);
  if (!form) return null;
  const { timeOffIsFor, pageCount, calculatedPrice, paymentComplete, uploadedToOscar } = form;
  return {
    formId: form.formId,
    timeOffIsFor,
    pageCount,
    calculatedPrice,
    paymentComplete,
    uploadedToOscar,
    files: form.files.map(({ fileName, size, contentType }) => ({ fileName, size, contentType })),
  };
}
