import type { Page } from '@playwright/test';

// /login (docs/account.md#login). Filling it and logging in: fillLogin and logIn in support.ts.

/** Through /logout, as something before may have logged the patient in. */
export async function openLogin(page: Page) {
  await page.goto('/logout');
  await page.waitForURL(/\/login$/);
  await page.getByRole('heading', { level: 1, name: 'Log in to your patient portal' }).waitFor();
}
