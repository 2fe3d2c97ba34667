import type { Page } from '@playwright/test';
import { CARDS, fillCard, fillSickNote } from '../payment-helpers';
import { fillTyped, gotoReady, label, press } from './common';

// The sick-note and form requests and their payment page (docs/requests.md).

export const FORM_REQUEST = '/school-work-form?formType=school-work-form';

/** What fillFormRequest types. */
export const formTyped = [
  { label: 'Details about the form', value: 'Return-to-work clearance for my employer' },
  { label: 'Number of pages', value: '3' },
];

export async function fillFormRequest(page: Page) {
  await label(page, 'Form type').selectOption({ label: 'Work' });
  await fillTyped(page, formTyped);
  await page.getByLabel(/^I agree to the terms/).check();
}

/** Pays on the payment page with the test card that succeeds. */
export async function payNow(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
  await fillCard(page, CARDS.visa);
  await press(page, 'Pay now');
}

/** A new sick-note request (for school), sent: the payment page with its card form. */
export async function openSickNotePayment(page: Page) {
  await gotoReady(page, '/sick-note', 'Request a sick note');
  await fillSickNote(page, 'School');
  await press(page, 'Continue');
  await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
  await label(page, 'Card number').waitFor();
}

/**
 * A new form request, sent and paid: the patient lands on its upload page. Each call that ends
 * in a submission uses up a form; the seeded one serves the first such call of a group.
 */
export async function payForForm(page: Page) {
  await gotoReady(page, FORM_REQUEST, 'Request a form');
  await fillFormRequest(page);
  await press(page, 'Continue');
  await payNow(page);
  await page.getByRole('heading', { level: 1, name: 'Upload Documents' }).waitFor();
}
