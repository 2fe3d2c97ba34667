import { expect, test, type Page } from './fixtures';
import { closedOrRefused } from './pages/popup';
import { expectNoAxeViolations, openMenuIfCollapsed } from './support';
import { HEIC, tinyPng } from './testFiles';
import { openAsPatient, startPatientSession } from './pages/session';
import { REPLY_DEMO_TOKEN } from '../src/testing/mock-clinic/seed';
import { seedMessageId } from '../src/testing/mock-clinic/seed/messages';

const REPLY_LINK = `/message-reply?token=${REPLY_DEMO_TOKEN}`;

// Every journey opens the message list and its pictures on a machine shared with other runs.
test.describe.configure({ timeout: 90_000 });

const rows = (page: Page) => page.locator('.message-list > li');

// Real 1 x 1 pictures: a GIF, and a WebP (what chat apps save photos as, often named .jpg).
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** Opens the newest message (the doctor asks for a picture) and its reply dialog. */
async function openPictureRequest(page: Page, lang: 'en' | 'cn') {
  await openAsPatient(page, lang === 'cn' ? '/message?lang=cn' : '/message');
  await rows(page).first().getByRole('link').click();
  await page.getByRole('button', { name: lang === 'cn' ? '回覆' : 'Reply', exact: true }).click();
  return page.getByRole('dialog', { name: lang === 'cn' ? '回覆診所' : 'Reply to the clinic' });
}

async function openMessages(page: Page) {
  await startPatientSession(page);
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Messages' })).toBeVisible();
}

test.describe('My Messages', () => {
  test('pages through messages with the page in the address', async ({ page }) => {
    await openMessages(page);
    await expect(rows(page)).toHaveCount(15);
    await expect(rows(page).first()).toHaveClass(/is-unreplied/);
    await expect(rows(page).first()).toContainText('Awaiting your reply');
    // On the clinic's clock, whatever the browser's time-zone data (docs/site.md#the-clinics-clock):
    // 2026-11-19T21:15Z is 2:15 PM (UTC-7), where older data would say 1:15 PM (issue 27).
    await expect(rows(page).first()).toContainText('Nov 20, 2026, 11:40 AM');
    await expect(rows(page).nth(1)).toContainText('Nov 19, 2026, 2:15 PM');
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/message\?page=2$/);
    await expect(rows(page)).toHaveCount(5);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await page.reload();
    await expect(rows(page)).toHaveCount(5);
    await page.goBack();
    await expect(page).toHaveURL(/\/message$/);
    await expect(rows(page)).toHaveCount(15);
  });

  test('sends a message to the assistants, within 200 characters', async ({ page }) => {
    await openMessages(page);
    const box = page.getByLabel('Your message');
    const send = page.getByRole('button', { name: 'Send', exact: true });
    // An empty message's refusal and a failed send's words, in both languages: in
    // tests/pages/MessagesPage.test.tsx.

    await box.fill('x'.repeat(250));
    await expect(box).toHaveValue('x'.repeat(200));
    await expect(page.getByText('200 / 200 characters: you have reached the limit.')).toBeVisible();

    await box.fill('Can I book a flu shot next week?');
    await expect(page.getByText('32 / 200 characters')).toBeVisible();
    await send.click();
    await expect(
      page.getByText('Your message was successfully sent to our medical office assistants'),
    ).toBeVisible();
    await expect(box).toHaveValue('');
  });

  test(
    'replies to the message asking for a picture, and the reply replaces the button',
    { tag: '@phone' },
    async ({ page }) => {
      await openMessages(page);
      await rows(page).first().getByRole('link').click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Message from the clinic' }),
      ).toBeVisible();
      await expect(page.getByText('From: Doctor')).toBeVisible();
      await page.getByRole('button', { name: 'Reply', exact: true }).click();

      const dialog = page.getByRole('dialog', { name: 'Reply to the clinic' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Doctor wrote')).toBeVisible();
      await expectNoAxeViolations(page);

      const width = page.viewportSize()?.width ?? 0;
      const box = await page.locator('.reply-dialog').boundingBox();
      // Spec: full screen at 500 px wide or less; a centred dialog above that.
      if (width <= 500) expect(Math.round(box?.width ?? 0)).toBe(width);
      else expect(box?.width ?? width).toBeLessThan(width);

      const send = dialog.getByRole('button', { name: 'Send reply' });
      await send.click();
      await expect(dialog.getByText('Message cannot be empty', { exact: true })).toBeVisible();
      const reply = dialog.getByLabel('Your reply');
      await reply.fill('y'.repeat(450));
      await expect(reply).toHaveValue('y'.repeat(400));
      await reply.fill('Here is the photo of the rash, taken this morning.');
      await send.click();
      await expect(dialog.getByText('Please attach at least one picture.')).toBeVisible();

      const picker = dialog.getByLabel('Attachment 1 (required)');
      await picker.setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: HEIC });
      await expect(
        dialog.getByText('Please upload another type of image such as JPEG, JPG or PNG.'),
      ).toBeVisible();
      await picker.setInputFiles({ name: 'rash.png', mimeType: 'image/png', buffer: tinyPng() });
      await expect(dialog.getByRole('button', { name: 'Remove rash.png' })).toBeVisible();
      await expectNoAxeViolations(page);

      await send.click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByText('Your message was successfully sent to the doctor.'),
      ).toBeVisible();
      // The Reply button is gone, so focus goes to the reply that replaced it.
      await expect(page.getByRole('heading', { name: 'Your reply' })).toBeFocused();
      const shown = page.getByRole('region', { name: 'Your reply' });
      await expect(shown).toContainText('Here is the photo of the rash, taken this morning.');
      await expect(shown).toContainText('rash.png');
      await expect(page.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0);

      await page.reload();
      await expect(page.getByRole('region', { name: 'Your reply' })).toContainText('rash.png');
      await page.getByRole('link', { name: 'Back to My Messages' }).click();
      await expect(rows(page).first()).not.toHaveClass(/is-unreplied/);
    },
  );

  test('shows staff text as text, links only to the clinic', async ({ page }) => {
    page.on('dialog', () => {
      throw new Error('A script ran from a message');
    });
    await openAsPatient(page, `/message/${seedMessageId(5)}`);
    const text = page.locator('.message-body .message-text');
    await expect(text).toContainText('<img src=x onerror=alert(1)>');
    await expect(text.locator('img')).toHaveCount(0);
    await expect(text.getByRole('link')).toHaveAttribute(
      'href',
      'https://www.richmondinstoreclinic.ca/holiday-hours',
    );
    await page.goto(`/message/${seedMessageId(6)}`);
    await expect(page.locator('.message-body .message-text')).toContainText(
      'http://travel-forms.example.org/vaccine-form.pdf',
    );
    await expect(page.locator('.message-body .message-text').getByRole('link')).toHaveCount(0);
  });

  test(
    'in Chinese, messages and dialog are translated and accessible',
    { tag: '@phone' },
    async ({ page }) => {
      await openAsPatient(page, '/message?lang=cn');
      await expect(page.getByRole('heading', { level: 1, name: '我的訊息' })).toBeVisible();
      // The clinic's clock: 2026-11-20T18:40Z is 11:40 AM (UTC-7), whatever the time-zone data.
      await expect(rows(page).first()).toContainText('2026年11月20日 上午 11:40');
      await expect(rows(page).nth(1)).toContainText('2026年11月19日 下午 2:15');
      await expect(rows(page).first()).toContainText('等待您回覆');
      await expectNoAxeViolations(page);
      await rows(page).nth(1).getByRole('link').click();
      await page.getByRole('button', { name: '回覆', exact: true }).click();
      await expect(page.getByRole('dialog', { name: '回覆診所' })).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );
});

// Issue 16 point 11 (docs/messages.md#attachments): PDF and images (JPEG, PNG, GIF, WebP); HEIC
// refused with the spec's text; a picture whose name says another kind is explained.
test.describe('reply attachments', () => {
  test('GIF and WebP pictures are attached and sent; a renamed one is explained', async ({
    page,
  }) => {
    const dialog = await openPictureRequest(page, 'en');
    await expect(
      dialog.getByText('PDF, JPG, PNG, GIF or WebP, up to 3 files.').first(),
    ).toBeVisible();
    await dialog.getByLabel('Your reply').fill('Photos of the rash, as asked.');
    const picker = dialog.getByLabel('Attachment 1 (required)');

    await picker.setInputFiles({ name: 'chat-photo.jpg', mimeType: 'image/jpeg', buffer: WEBP });
    await expect(
      dialog.getByText(
        '“chat-photo.jpg” is really a WebP file, but its name says JPG. Please rename it to end in .webp and choose it again, or choose another file.',
      ),
    ).toBeVisible();
    await picker.setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: HEIC });
    await expect(
      dialog.getByText('Please upload another type of image such as JPEG, JPG or PNG.'),
    ).toBeVisible();

    await picker.setInputFiles([
      { name: 'rash.gif', mimeType: 'image/gif', buffer: GIF },
      { name: 'chat-photo.webp', mimeType: 'image/webp', buffer: WEBP },
    ]);
    await expect(dialog.getByRole('button', { name: 'Remove rash.gif' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove chat-photo.webp' })).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your message was successfully sent to the doctor.')).toBeVisible();
    const shown = page.getByRole('region', { name: 'Your reply' });
    await expect(shown).toContainText('rash.gif');
    await expect(shown).toContainText('chat-photo.webp');
  });

  test(
    'in Chinese, a renamed picture is explained and a GIF is sent',
    { tag: '@phone' },
    async ({ page }) => {
      const dialog = await openPictureRequest(page, 'cn');
      await expect(
        dialog.getByText('PDF、JPG、PNG、GIF 或 WebP 檔案，最多 3 個。').first(),
      ).toBeVisible();
      await dialog.getByLabel('您的回覆').fill('附上皮疹的相片。');
      const picker = dialog.getByLabel(/^附件 1/);
      await picker.setInputFiles({ name: 'scan.jpg', mimeType: 'image/jpeg', buffer: tinyPng() });
      await expect(
        dialog.getByText(
          '「scan.jpg」實際上是 PNG 檔案，但檔案名稱顯示為 JPG。請將檔案名稱改為以 .png 結尾，然後再選擇，或選擇其他檔案。',
        ),
      ).toBeVisible();
      await picker.setInputFiles({ name: 'rash.gif', mimeType: 'image/gif', buffer: GIF });
      await expect(dialog.getByRole('button', { name: '移除 rash.gif' })).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: '發送回覆' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('您的訊息已成功發送給醫生。')).toBeVisible();
    },
  );
});

test.describe('the mailed reply link', () => {
  test('answers once, then says the message was answered', async ({ page, context }) => {
    await page.goto(REPLY_LINK);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reply to the clinic' }),
    ).toBeVisible();
    await expect(page.getByText('Your lab requisition is ready.', { exact: false })).toBeVisible();
    // The token has left the address bar; a reload of the clean address still finds it.
    await expect(page).toHaveURL(/\/message-reply$/);
    await page.reload();
    await expect(page.getByText('Your lab requisition is ready.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Your reply').fill('Please fax it to the lab, thank you.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Your message was successfully sent to the doctor.')).toBeVisible();
    await expect(page.getByText('This window will close in 3 seconds.')).toBeVisible();
    // The window closes itself 3 s later, or says the browser would not let it.
    const outcome = closedOrRefused(page);
    // The second tab is open before the first closes: the mock clinic's service worker
    // unregisters itself when its last tab closes, and a tab opened at that moment can miss it
    // and reach the network (seen once here: 'cannot reach the clinic service').
    const again = await context.newPage();
    await again.goto('/');
    expect(['closed', 'refused']).toContain(await outcome);

    await again.goto(REPLY_LINK);
    await expect(again.getByText('You have already responded to this message.')).toBeVisible();
    await expect(again).toHaveURL(/\/message-reply$/);
    await expect(again.getByLabel('Your reply')).toHaveCount(0);
    await expectNoAxeViolations(again);
  });

  test('in Chinese, an unknown link says it is not valid', async ({ page }) => {
    // A tab that had opened a good link first: the new link replaces it.
    await page.goto(REPLY_LINK);
    await expect(page.getByText('Your lab requisition is ready.', { exact: false })).toBeVisible();
    await page.goto('/message-reply?token=unknown&lang=cn');
    await expect(page.getByRole('heading', { level: 1, name: '回覆診所' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('此連結無效或已過期。');
    await expect(page).toHaveURL(/\/message-reply$/);
    await expectNoAxeViolations(page);
  });
});
