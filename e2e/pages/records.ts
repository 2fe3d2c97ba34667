import type { Locator, Page } from '@playwright/test';
import { RECORDS_DEMO_TOKEN } from '../../src/testing/mock-clinic/seed';
import { label, press } from './common';

// /medical/records/{token} (docs/records.md): the mailed link, the birth date, then the files.

export const RECORDS_LINK = `/medical/records/${RECORDS_DEMO_TOKEN}`;

/** A birth date in the identity dialog (in English): the seeded patient's unless given. */
export async function chooseRecordBirthDate(page: Page, year = '1988', month = '04', day = '12') {
  await label(page, 'Year').selectOption(year);
  await label(page, 'Month').selectOption(month);
  await label(page, 'Day').selectOption(day);
}

/** The same in either language: the dialog's three selects, found by their ids' endings. */
export async function chooseRecordBirthDateIn(identity: Locator) {
  await identity.locator('select[id$="-year"]').selectOption('1988');
  await identity.locator('select[id$="-month"]').selectOption('04');
  await identity.locator('select[id$="-day"]').selectOption('12');
}

/** Through the identity dialog to the list of files. */
export async function openRecordFiles(page: Page) {
  await page.goto(RECORDS_LINK);
  await page.getByRole('dialog', { name: 'Confirm your identity' }).waitFor();
  await chooseRecordBirthDate(page);
  await press(page, 'Confirm');
  await page.getByRole('dialog', { name: 'Your files' }).waitFor();
}
