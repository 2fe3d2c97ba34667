import { expect, type Page } from '@playwright/test';

// /login (docs/account.md#login). Filling it and logging in: fillLogin and logIn in support.ts.

const LOGIN_TITLE = /^(Log in to your patient portal|登入病人網上服務平台)$/;

/**
 * Opens /logout as a link would. A logged-in patient is asked first (docs/account.md#logout,
 * security review N4); this answers Log Out. Anyone else goes straight to /login.
 */
export async function logOutByAddress(page: Page) {
  await page.goto('/logout');
  const confirm = page.locator('main').getByRole('button', { name: /^(Log Out|登出)$/ });
  const login = page.getByRole('heading', { level: 1, name: LOGIN_TITLE });
  await expect(confirm.or(login)).toBeVisible();
  if (await confirm.isVisible()) await confirm.click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Through /logout, as something before may have logged the patient in. */
export async function openLogin(page: Page) {
  await logOutByAddress(page);
  await page.getByRole('heading', { level: 1, name: 'Log in to your patient portal' }).waitFor();
}
