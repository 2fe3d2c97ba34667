import type { Page } from '@playwright/test';
import { gotoReady } from './common';

// /medicalInfo/edit (docs/medical-info.md).

export const CONDITIONS = 'Have you had any of these medical conditions?';
export const ALLERGIES = 'Are you allergic to any of these medications?';

export async function openMedicalInfoEdit(page: Page) {
  await gotoReady(page, '/medicalInfo/edit?formType=sick-note', 'Update Medical Information');
}

/** Types `text` into a search of the question `group`, first answering Other when it is hidden. */
export async function searchFor(page: Page, group: string, field: string, text: string) {
  const input = page.getByLabel(field, { exact: true });
  if (!(await input.isVisible())) {
    await page.getByRole('group', { name: group }).getByLabel('Other', { exact: true }).check();
  }
  await input.fill('');
  await input.fill(text);
}
