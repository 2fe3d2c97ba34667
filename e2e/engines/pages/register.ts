import { waitUntil } from '../drivers/polling';
import type { EngineTab } from '../drivers/tab';
import { say, type Lang } from '../words';
import {
  button,
  css,
  heading,
  label,
  openIn,
  text,
  tickBotCheck,
  waitForStillMotion,
  waitToSee,
} from './portal';

// /register (docs/account.md#registration) as a new patient fills it in either engine: by the
// labels the patient reads, with the engine's own selects, keys and checkboxes; then the mailed
// confirmation link, read from the mock clinic's mailbox page (/__mock/mailbox).

/** A new patient: 9876543218 passes the B.C. checksum and belongs to no seeded patient. */
export const NEW_PATIENT = {
  firstName: 'Lucy',
  lastName: 'Ho',
  email: 'lucy.ho@example.com',
  password: 'Sunrise#2026',
  bcNumber: '9876543218',
  mobile: '6045550111',
} as const;

const field = (lang: Lang, key: string) => label(say(lang, `register:labels.${key}`));

export async function openRegister(tab: EngineTab, lang: Lang) {
  await openIn(tab, lang, '/register');
  await waitToSee(tab, heading(say(lang, 'register:title')));
}

/** The pharmacy search chooses its first match and shows it checked. */
async function searchPharmacy(tab: EngineTab, lang: Lang, query: string) {
  await tab.type(label(say(lang, 'fields:pharmacy.search')), query);
  await waitUntil(
    () =>
      tab.run(() =>
        document.querySelector('[role="radiogroup"] input[type="radio"]:checked') ? true : null,
      ),
    () => `a pharmacy chosen for "${query}" in ${tab.engine}`,
  );
}

/** Fills a complete, valid registration (bot check included), as a patient goes down the form. */
export async function fillRegistration(tab: EngineTab, lang: Lang) {
  const p = NEW_PATIENT;
  // The first field's focus also starts the pharmacy list's load.
  await tab.type(field(lang, 'firstName'), p.firstName);
  await tab.type(field(lang, 'lastName'), p.lastName);
  await tab.choose(field(lang, 'gender'), 'Female');
  await tab.choose(label(say(lang, 'fields:labels.day')), '12');
  await tab.choose(label(say(lang, 'fields:labels.month')), '04');
  await tab.choose(label(say(lang, 'fields:labels.year')), '1988');
  // The date of birth is confirmed in a dialog.
  await waitToSee(tab, heading(say(lang, 'register:dob.title')));
  // A dialog's buttons move while it slides in; a tap computed mid-slide can miss.
  await waitForStillMotion(tab);
  await tab.click(button(say(lang, 'register:dob.confirm')));
  await waitUntil(
    async () => ((await tab.sees(heading(say(lang, 'register:dob.title')))) ? null : true),
    () => `the date-of-birth dialog closed in ${tab.engine}`,
  );
  await tab.type(field(lang, 'address'), '6060 Minoru Blvd, Unit #502');
  await tab.type(field(lang, 'city'), 'Richmond');
  await tab.choose(field(lang, 'province'), 'BC');
  await tab.type(field(lang, 'postal'), 'V6Y 1Y2');
  const legend = say(lang, 'register:labels.mobilePhone');
  const part = (key: string) => label(say(lang, `fields:labels.${key}`, { legend }));
  await tab.type(part('phoneAreaCode'), p.mobile.slice(0, 3));
  await tab.type(part('phoneExchange'), p.mobile.slice(3, 6));
  await tab.type(part('phoneLine'), p.mobile.slice(6));
  await searchPharmacy(tab, lang, 'Brighouse');
  await tab.choose(field(lang, 'healthCardProvince'), 'BC');
  await tab.type(field(lang, 'healthCardNumber'), p.bcNumber);
  await tab.type(field(lang, 'healthCardNumberConfirm'), p.bcNumber);
  await tab.type(field(lang, 'email'), p.email);
  await tab.type(field(lang, 'emailConfirm'), p.email);
  await tab.type(field(lang, 'password'), p.password);
  await tab.type(field(lang, 'passwordConfirm'), p.password);
  await tab.click(label(say(lang, 'register:agreement')));
  await tickBotCheck(tab, lang);
}

export async function submitRegistration(tab: EngineTab, lang: Lang) {
  await tab.click(button(say(lang, 'register:submit')));
}

export interface MockMail {
  to: string;
  subject: string;
  link?: string;
}

/** The mails the mock clinic "sent" (window.mockClinic.mailbox()). */
export const mailbox = (tab: EngineTab) => tab.run(() => window.mockClinic.mailbox() as MockMail[]);

/** Opens the mock's mailbox page and follows the link of the mail to `email`, by its name. */
export async function followConfirmationLink(tab: EngineTab, lang: Lang, mail: MockMail) {
  await tab.open('/__mock/mailbox');
  await tab.click({
    by: 'link',
    value: say(lang, 'mock:mailbox.openLink', { subject: mail.subject }),
  });
  await waitToSee(tab, text(say(lang, 'mock:confirm.success')));
}

export const successTitle = (lang: Lang) => heading(say(lang, 'register:success.title'));
export const checkedBotCheck = css('input[type="checkbox"]:checked');
