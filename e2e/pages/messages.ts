import type { Page } from '@playwright/test';
import { gotoReady, press } from './common';
import { seedMessageId } from '../../src/testing/mock-clinic/seed/messages';

// /message/{id} (docs/messages.md#reply-dialog).

/** The newest unreplied message of patient@example.com that asks for no picture. */
export const MESSAGE_ID = seedMessageId(3);

/** That message's reply dialog, open. */
export async function openReply(page: Page) {
  await gotoReady(page, `/message/${MESSAGE_ID}`, 'Message from the clinic');
  await press(page, 'Reply');
  await page.getByRole('dialog', { name: 'Reply to the clinic' }).waitFor();
}

/** The navigation's Messages link, by its name (docs/messages.md#messages-awaiting-a-reply). */
export const messagesLink = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true });

/** Replies to MESSAGE_ID from its page, in either language, and waits for the dialog to close. */
export async function replyToMessage(page: Page, lang: 'en' | 'cn', text: string) {
  const cn = lang === 'cn';
  await gotoReady(
    page,
    `/message/${MESSAGE_ID}${cn ? '?lang=cn' : ''}`,
    cn ? '診所發來的訊息' : 'Message from the clinic',
  );
  await press(page, cn ? '回覆' : 'Reply');
  const dialog = page.getByRole('dialog', { name: cn ? '回覆診所' : 'Reply to the clinic' });
  await dialog.getByLabel(cn ? '您的回覆' : 'Your reply', { exact: true }).fill(text);
  await dialog.getByRole('button', { name: cn ? '發送回覆' : 'Send reply', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}
