import { expect, type Page } from '@playwright/test';
import { RECOVERY_LABELS, type Lang } from './labels';

// /forgotpassword (docs/account.md#password-recovery): who the patient is, then the mailed code,
// in either language.

const LABELS = RECOVERY_LABELS;

/** Step 1: the e-mail and the birth date (April 12, 1988, the seeded patient's). */
export async function fillIdentity(page: Page, email = 'patient@example.com', lang: Lang = 'en') {
  const l = LABELS[lang];
  await page.getByLabel(l.email, { exact: true }).fill(email);
  await page.getByLabel(l.day, { exact: true }).selectOption('12');
  await page.getByLabel(l.month, { exact: true }).selectOption('04');
  await page.getByLabel(l.year, { exact: true }).selectOption('1988');
}

/** Step 2: the seeded patient found ('User Found'), ready to Confirm. */
export async function toFoundStep(page: Page, lang: Lang = 'en') {
  const l = LABELS[lang];
  await page.goto(`/forgotpassword?lang=${lang}`);
  await page.getByRole('heading', { level: 1, name: l.title }).waitFor();
  await fillIdentity(page, 'patient@example.com', lang);
  await page.getByLabel(l.bot).check();
  await page.getByRole('button', { name: l.validate, exact: true }).click();
  await page.getByRole('heading', { name: l.found }).waitFor();
}

/** Step 3: a code mailed, the new password to choose. */
export async function toResetStep(page: Page, lang: Lang = 'en') {
  await toFoundStep(page, lang);
  await page.getByRole('button', { name: LABELS[lang].confirm, exact: true }).click();
  await expect(page.getByRole('heading', { name: LABELS[lang].resetStep })).toBeVisible();
}

/** The code of the newest mail the mock clinic sent. */
export async function mailedCode(page: Page): Promise<string> {
  await page.waitForFunction(() => 'mockClinic' in window);
  return page.evaluate(() => window.mockClinic.mailbox()[0]?.code ?? '');
}

/** Step 3: the mailed code and a new password, typed twice. */
export async function fillReset(page: Page, password = 'Sunrise#2027') {
  await page.getByLabel('Reset code', { exact: true }).fill(await mailedCode(page));
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
}
