import type { Page } from '@playwright/test';
import { gotoReady, press } from './common';

// /message/{id} (docs/messages.md#reply-dialog).

/** The newest unreplied message of patient@example.com that asks for no picture. */
export const MESSAGE_ID = '65f1a2b3c4d5e6f7a8b90003';

/** That message's reply dialog, open. */
export async function openReply(page: Page) {
  await gotoReady(page, `/message/${MESSAGE_ID}`, 'Message from the clinic');
  await press(page, 'Reply');
  await page.getByRole('dialog', { name: 'Reply to the clinic' }).waitFor();
}
