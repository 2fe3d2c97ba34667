import { expect, test, type Page } from './fixtures';
import { messagesLink, replyToMessage } from './pages/messages';
import { expectNoAxeViolations, openMenuIfCollapsed, steer } from './support';
import { openAsPatient, startPatientSession } from './pages/session';

// Issue 19 point 3 (docs/messages.md#messages-awaiting-a-reply): the navigation says how many
// messages await the patient's reply (patient@example.com has 3), and one fewer after a reply.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 992;

test('the Messages link counts 3 messages awaiting a reply, then 2 after one; a failed count shows nothing', async ({
  page,
}) => {
  await startPatientSession(page);
  const link = messagesLink(page, 'Messages, 3 awaiting your reply');
  await expect(link).toBeVisible();
  await expect(link.locator('.badge')).toHaveText('3');
  const sickNote = page.getByRole('navigation').getByRole('link', { name: 'Sick Note' });
  // Where the next link sits (the page may scroll on its own, so across, not down).
  const across = async () => {
    const box = await sickNote.boundingBox();
    return box && { x: box.x, width: box.width };
  };
  const withBadge = await across();
  await expectNoAxeViolations(page);

  // A count that cannot be had is a hint missed: no badge, no alert, nothing moved.
  await steer(
    page,
    (mock, kind) => mock.failNext('GET', '/message/awaiting-reply', kind),
    '500' as const,
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Mei Chen' })).toBeVisible();
  await expect(messagesLink(page, 'Messages')).toBeVisible();
  await expect(page.locator('header .badge')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await across()).toEqual(withBadge);

  await replyToMessage(page, 'en', 'I will pick it up at the front desk.');
  await expect(messagesLink(page, 'Messages, 2 awaiting your reply')).toBeVisible();
  await expect(messagesLink(page, 'Messages, 2 awaiting your reply').locator('.badge')).toHaveText(
    '2',
  );
  await expectNoAxeViolations(page);
});

test(
  'in Chinese, the count is on the menu button of a phone and on the link, 3 then 2',
  { tag: '@phone' },
  async ({ page }) => {
    await openAsPatient(page, '/dashboard?lang=cn');
    await expect(page.getByRole('heading', { level: 1, name: /歡迎/ })).toBeVisible();
    const menu = page.getByRole('button', { name: '開啟或關閉選單，3 則訊息等待您回覆' });
    if (isPhone(page)) {
      await expect(menu).toBeVisible();
      await expect(menu.locator('.badge')).toHaveText('3');
      // The mark stays on the button: nothing reaches past the screen's edge to scroll sideways.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      await expectNoAxeViolations(page);
      await openMenuIfCollapsed(page);
    } else {
      await expect(menu).toBeHidden();
    }
    await expect(messagesLink(page, '訊息，3 則等待您回覆')).toBeVisible();
    await expectNoAxeViolations(page);

    await replyToMessage(page, 'cn', '我會到診所前台領取。');
    if (isPhone(page)) {
      await expect(
        page.getByRole('button', { name: '開啟或關閉選單，2 則訊息等待您回覆' }),
      ).toBeVisible();
      await openMenuIfCollapsed(page);
    }
    await expect(messagesLink(page, '訊息，2 則等待您回覆')).toBeVisible();
    await expectNoAxeViolations(page);
  },
);
