import type { Page } from '@playwright/test';
import { gotoReady, press } from './common';

// /account (docs/account.md#account-page): the profile, its Change Password tab, and the details
// a patient held there must confirm.

/** The profile, in edit mode. */
export async function openAccountEdit(page: Page) {
  await gotoReady(page, '/account', 'My Account');
  await press(page, 'Edit');
}

export async function openPasswordTab(page: Page) {
  await gotoReady(page, '/account', 'My Account');
  await page.getByRole('tab', { name: 'Change Password' }).click();
}

/** update@example.com's dialogs: a family doctor (Yes), then their details to confirm. */
export async function openShouldUpdate(page: Page) {
  await page.goto('/account');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await dialog.getByRole('button', { name: 'Information is correct' }).waitFor();
}
