import type { Page } from '@playwright/test';
import { label, press } from './common';

// /medical/records/{token} (docs/records.md): the mailed link, the birth date, then the files.

export const RECORDS_LINK = '/medical/records/records-demo-token';

/** The seeded patient's birth date in the identity dialog. */
export async function chooseRecordBirthDate(page: Page) {
  await label(page, 'Year').selectOption('1988');
  await label(page, 'Month').selectOption('04');
  await label(page, 'Day').selectOption('12');
}

/** Through the identity dialog to the list of files. */
export async function openRecordFiles(page: Page) {
  await page.goto(RECORDS_LINK);
  await page.getByRole('dialog', { name: 'Confirm your identity' }).waitFor();
  await chooseRecordBirthDate(page);
  await press(page, 'Confirm');
  await page.getByRole('dialog', { name: 'Your files' }).waitFor();
}
