import { expect, type Page } from '@playwright/test';
import { TEXT, type Lang } from './texts';

// The production-path specs' shared steps on the sick note and its payment, in both languages.

/** Stripe's card frame (the stand-in's, e2e/stand-ins/stripe-card-frame.html). */
export const cardFrame = (page: Page) =>
  page.frameLocator('iframe[title="Secure card payment input frame"]');

/** Types a card into Stripe's card frame, as a patient does (any future date, any CVC). */
export async function fillStripeCard(page: Page, number: string, lang: Lang = 'en') {
  const text = TEXT[lang];
  const card = cardFrame(page);
  await card.getByLabel(text.number).fill(number);
  await card.getByLabel(text.expiry).fill('12 / 34');
  await card.getByLabel(text.cvc).fill('123');
}

/** Types a card into Stripe's frame and presses Pay now. */
export async function payWithStripe(page: Page, number: string, lang: Lang = 'en') {
  await fillStripeCard(page, number, lang);
  await page.getByRole('button', { name: TEXT[lang].pay }).click();
}

/** From a logged-in page: a sick note for school requested, on its payment page. */
export async function requestSickNoteToPayment(page: Page, lang: Lang = 'en') {
  const text = TEXT[lang];
  await page.goto(`/sick-note?lang=${lang}`);
  await page.getByLabel(text.school, { exact: true }).check();
  await page.getByLabel(text.reason).fill('Influenza with fever since last night');
  await page.getByLabel(text.agree).check();
  await page.getByRole('button', { name: text.continue }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.payment);
}

/** What the ledger must hold after one payment: that one charge, a sick note's or a form's. */
export const justOneCharge = (formType: 'sick-note' | 'school-work-form') => [
  expect.objectContaining({ amount: formType === 'sick-note' ? 65 : 250, formType }),
];
