import { expect, type Page } from '@playwright/test';

// Shared by the sick-note, form and payment journeys.

export const CARDS = {
  visa: '4242 4242 4242 4242',
  redirect: '4000 0027 6000 3184',
  inPlace: '4000 0025 0000 3155',
  declined: '4000 0000 0000 0002',
} as const;

/** Types a test card into the mock card form (any future date, any CVC). */
export async function fillCard(page: Page, number: string, lang: 'en' | 'cn' = 'en') {
  const labels =
    lang === 'cn'
      ? { number: '信用卡號碼', expiry: '到期日', cvc: '保安編號（CVC）' }
      : { number: 'Card number', expiry: 'Expiration date', cvc: 'Security code (CVC)' };
  await page.getByLabel(labels.number).fill(number);
  await page.getByLabel(labels.expiry).fill('12 / 34');
  await page.getByLabel(labels.cvc).fill('123');
}

/** Types a test card (English card form) and presses Pay now. */
export async function payWith(page: Page, number: string) {
  await fillCard(page, number);
  await page.getByRole('button', { name: 'Pay now' }).click();
}

/** Fills the sick-note request with a one-day absence starting on the default day (today). */
export async function fillSickNote(page: Page, purpose: 'Work' | 'School' | 'Work and school') {
  await page.getByLabel(purpose, { exact: true }).check();
  await page.getByLabel('Reason for time off').fill('Influenza with fever since last night');
  await page.getByLabel(/^I confirm that this information is true/).check();
}

/** Goes from the request to the payment page. */
export async function continueToPayment(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment');
}

/** Pays with the declined test card typed: the refusal is said, and Pay now is free again. */
export async function payAndSeeDeclined(page: Page) {
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
}

interface StoredDb {
  paymentIntents: { status: string; paymentMethodId: string; amount: number }[];
  sickNoteRequests: { price: number; timeOffIsFor: string }[];
  schoolWorkForms: { formId: string; paymentComplete: boolean; calculatedPrice: number }[];
}

/** What the mock clinic holds (it persists to localStorage after every change). */
export function mockDb(page: Page): Promise<StoredDb> {
  return page.evaluate(
    () => JSON.parse(window.localStorage.getItem('mockClinic.db.v1') ?? '{}') as StoredDb,
  );
}
