import type { Page } from '@playwright/test';

// What every page object does: find a field by its whole label, press a button by its whole
// name, tick the bot check, and open a page once its heading shows.

export const label = (page: Page, text: string) => page.getByLabel(text, { exact: true });

export const press = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).click();

/** The mock bot check (the same box on every form that has one). */
export const robot = (page: Page) => page.getByLabel("I'm not a robot").check();

/** Goes to `path` and waits for its page heading. */
export async function gotoReady(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** A value the patient types, and the label of its field. */
export interface Typed {
  label: string;
  value: string;
}

/** Types each value into the field with that label. */
export async function fillTyped(page: Page, typed: readonly Typed[]) {
  for (const { label: name, value } of typed) await label(page, name).fill(value);
}
