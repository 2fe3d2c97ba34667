import type { Page } from '@playwright/test';
import { label, press } from '../pages/common';
import type { FaultCall } from './types';

// The ways an entry of the fault inventory (inventory.ts) opens its page or makes its call, each
// written once.

/** The call is made by the button named `button`: the entry's button and its send, together. */
export const pressing = (button: string): Pick<FaultCall, 'button' | 'send'> => ({
  button,
  send: (page) => press(page, button),
});

/** Opens `path` as a new page load (the call is made as the page opens). */
export const visit =
  (path: string) =>
  async (page: Page): Promise<void> => {
    await page.goto(path);
  };

/** Loads the page again (the call is made as it boots). */
export async function reload(page: Page): Promise<void> {
  await page.reload();
}

/** The patient types `value` into the field labelled `name`: the entry's fill and typed, together. */
export const typing = (name: string, value: string): Pick<FaultCall, 'fill' | 'typed'> => ({
  fill: (page) => label(page, name).fill(value),
  typed: [{ label: name, value }],
});
