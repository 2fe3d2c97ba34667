import type { Page } from '@playwright/test';
import { gotoReady, label, press, robot } from './common';

// /forgotpassword (docs/account.md#password-recovery): who the patient is, then the mailed code.

/** Step 1: the e-mail and the birth date (April 12, 1988, the seeded patient's). */
export async function fillIdentity(page: Page, email = 'patient@example.com') {
  await label(page, 'Email').fill(email);
  await label(page, 'Day').selectOption('12');
  await label(page, 'Month').selectOption('04');
  await label(page, 'Year').selectOption('1988');
}

/** Step 2: the seeded patient found ('User Found'), ready to Confirm. */
export async function toFoundStep(page: Page) {
  await gotoReady(page, '/forgotpassword', 'Forgot your password?');
  await fillIdentity(page);
  await robot(page);
  await press(page, 'Validate my information');
  await page.getByRole('heading', { name: /User Found/ }).waitFor();
}

/** The code of the newest mail the mock clinic sent. */
export async function mailedCode(page: Page): Promise<string> {
  await page.waitForFunction(() => 'mockClinic' in window);
  return page.evaluate(() => window.mockClinic.mailbox()[0]?.code ?? '');
}

/** Step 3: the mailed code and a new password, typed twice. */
export async function fillReset(page: Page, password = 'Sunrise#2027') {
  await label(page, 'Reset code').fill(await mailedCode(page));
  await label(page, 'New password').fill(password);
  await label(page, 'Confirm new password').fill(password);
}
