import { expect, type Page } from '@playwright/test';
import { REGISTER_LABELS } from './labels';

// /register (docs/account.md#registration) as a patient fills it: by labels, in both languages.
// The registration journeys (e2e/register.spec.ts) and the registration's fault entry
// (e2e/faults/inventory.ts) fill it through these.

export const LABELS = REGISTER_LABELS;

export type Lang = keyof typeof LABELS;

/** 9876543218 passes the B.C. checksum and belongs to no seeded patient. */
export const BC_NUMBER = '9876543218';
/** The new patient's password (the seeded patients' is support.ts's PASSWORD). */
export const NEW_PATIENT_PASSWORD = 'Sunrise#2026';

export const field = (page: Page, lang: Lang, key: keyof (typeof LABELS)['en']) =>
  page.getByLabel(LABELS[lang][key] as string, { exact: true });

export async function openRegister(page: Page, lang: Lang = 'en') {
  await page.goto(`/register?lang=${lang}`);
  // Generous: on a busy machine the page's chunks can take a while to arrive.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  // The patient starts on the form: the pharmacy list may wait for that (a first focus or tap in
  // the form, or the picker scrolled near), which on a phone's screen is far below.
  await field(page, lang, 'firstName').focus();
  // The pharmacy list has arrived, and nothing is chosen for the patient (issue 16 point 3).
  const pharmacies = page.getByRole('radiogroup', { name: LABELS[lang].pharmacies });
  await expect(pharmacies.getByRole('radio').first()).toBeVisible();
  await expect(pharmacies.getByRole('radio', { checked: true })).toHaveCount(0);
}

/** Searches the pharmacy list: the first match is chosen and shown. */
export async function searchPharmacy(page: Page, lang: Lang, query: string) {
  await page.getByRole('searchbox', { name: LABELS[lang].pharmacySearch }).fill(query);
  await expect(
    page.getByRole('radiogroup', { name: LABELS[lang].pharmacies }).getByRole('radio', {
      checked: true,
    }),
  ).toBeVisible();
}

export async function chooseBirthDate(
  page: Page,
  lang: Lang,
  day: string,
  month: string,
  year: string,
) {
  await field(page, lang, 'day').selectOption(day);
  await field(page, lang, 'month').selectOption(month);
  await field(page, lang, 'year').selectOption(year);
}

export async function fillPhone(page: Page, lang: Lang, which: 'mobile' | 'home', digits: string) {
  const l = LABELS[lang];
  const name = (part: 'area' | 'exchange' | 'line') => `${l[which]}${l.partSeparator}${l[part]}`;
  await page.getByLabel(name('area')).fill(digits.slice(0, 3));
  await page.getByLabel(name('exchange')).fill(digits.slice(3, 6));
  await page.getByLabel(name('line')).fill(digits.slice(6));
}

export interface Person {
  email: string;
  firstName?: string;
  /** What to type in the pharmacy search; null leaves the pharmacy unchosen. */
  pharmacy?: string | null;
  /** false: the bot check is left to the caller (the production bundle's reCAPTCHA widget). */
  botCheck?: boolean;
}

/** Fills a complete, valid registration (the mock's bot check included, unless told not to). */
export async function fillRegistration(page: Page, lang: Lang, person: Person) {
  await field(page, lang, 'firstName').fill(person.firstName ?? 'Lucy');
  await field(page, lang, 'lastName').fill('Ho');
  await field(page, lang, 'gender').selectOption('Female');
  await chooseBirthDate(page, lang, '12', '04', '1988');
  await page.getByRole('dialog').getByRole('button', { name: LABELS[lang].confirm }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await field(page, lang, 'address').fill('6060 Minoru Blvd, Unit #502');
  await field(page, lang, 'city').fill('Richmond');
  await field(page, lang, 'province').selectOption('BC');
  await field(page, lang, 'postal').fill('V6Y 1Y2');
  await fillPhone(page, lang, 'mobile', '6045550111');
  if (person.pharmacy !== null) await searchPharmacy(page, lang, person.pharmacy ?? 'Brighouse');
  await field(page, lang, 'healthCardProvince').selectOption('BC');
  await field(page, lang, 'healthCardNumber').fill(BC_NUMBER);
  await field(page, lang, 'healthCardNumberConfirm').fill(BC_NUMBER);
  await field(page, lang, 'email').fill(person.email);
  await field(page, lang, 'emailConfirm').fill(person.email);
  await field(page, lang, 'password').fill(NEW_PATIENT_PASSWORD);
  await field(page, lang, 'passwordConfirm').fill(NEW_PATIENT_PASSWORD);
  await page.getByLabel(LABELS[lang].agreement).check();
  if (person.botCheck !== false) await page.getByLabel(LABELS[lang].bot).check();
}

export const submit = (page: Page, lang: Lang = 'en') =>
  page.getByRole('button', { name: LABELS[lang].submit, exact: true }).click();
