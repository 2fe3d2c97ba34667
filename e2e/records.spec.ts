import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { closedOrRefused } from './pages/popup';
import { expectNoAxeViolations } from './support';

async function chooseBirthDate(page: Page, year: string, month: string, day: string) {
  await page.getByLabel('Year').selectOption(year);
  await page.getByLabel('Month').selectOption(month);
  await page.getByLabel('Day').selectOption(day);
}

test.describe('medical records download', () => {
  test(
    'the right birth date lists three files, each downloaded once',
    { tag: '@phone' },
    async ({ page }) => {
      test.slow();
      await page.goto('/medical/records/records-demo-token');
      const dialog = page.getByRole('dialog', { name: 'Confirm your identity' });
      // The first page of a fresh browser loads every chunk; a busy machine needs more than 7 s.
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      // Opened on its own from an e-mail: no navbars and no footer.
      await expect(page.locator('nav.navbar')).toHaveCount(0);
      await expect(page.locator('footer')).toHaveCount(0);
      await expectNoAxeViolations(page);

      // The step's messages (a date not chosen, a wrong one, a lock, a failed check) are
      // checked in tests/pages/RecordsPage.test.tsx (docs/records.md#records-date-of-birth-step).
      await chooseBirthDate(page, '1988', '04', '12');
      await dialog.getByRole('button', { name: 'Confirm' }).click();

      const files = page.getByRole('dialog', { name: 'Your files' });
      await expect(files.getByRole('listitem')).toHaveCount(3);
      await expect(files.getByText('Available', { exact: true })).toHaveCount(3);
      await expectNoAxeViolations(page);
      // The page holds the token nowhere: not in the address, nor in a link to a file.
      await expect(page).toHaveURL(/\/medical\/records$/);
      expect(await page.content()).not.toContain('records-demo-token');

      const downloading = page.waitForEvent('download');
      await files.getByRole('button', { name: 'Download Lab results 2026-10-14.pdf' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('Lab results 2026-10-14.pdf');
      const path = await download.path();
      expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const first = files.getByRole('listitem').filter({ hasText: 'Lab results 2026-10-14.pdf' });
      await expect(first.getByText('Already downloaded')).toBeVisible();
      await expect(first.getByRole('button')).toHaveCount(0);
      await expect(files.getByText('Available', { exact: true })).toHaveCount(2);

      await page.reload();
      await chooseBirthDate(page, '1988', '04', '12');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(
        page.getByRole('listitem').filter({ hasText: 'Lab results 2026-10-14.pdf' }),
      ).toContainText('Already downloaded');

      // Close closes the window, or says the browser would not let the page do it.
      const outcome = closedOrRefused(page);
      await page.getByRole('button', { name: 'Close' }).click();
      expect(['closed', 'refused']).toContain(await outcome);
    },
  );

  test('the token leaves the address bar and the history; a reload and a new tab still work, a new link replaces it', async ({
    page,
    context,
  }) => {
    test.slow();
    const dialog = page.getByRole('dialog', { name: 'Confirm your identity' });
    await page.goto('/faq');
    await page.goto('/medical/records/records-demo-token');
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/medical\/records$/);
    expect(await page.content()).not.toContain('records-demo-token');
    await page.reload();
    await expect(dialog).toBeVisible();
    // The history entry holds the clean address: back from another page lands on it.
    await page.goto('/');
    await page.goBack();
    await expect(page).toHaveURL(/\/medical\/records$/);
    await expect(dialog).toBeVisible();
    // The same link opened in a new tab works there too.
    const second = await context.newPage();
    await second.goto('/medical/records/records-demo-token');
    await expect(second.getByRole('dialog', { name: 'Confirm your identity' })).toBeVisible();
    await expect(second).toHaveURL(/\/medical\/records$/);
    // A new link replaces the one kept: this one is not valid, and neither is a reload after it.
    await page.goto('/medical/records/not-a-real-token');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/medical/records');
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'This link is not valid or has expired.' }),
    ).toBeVisible();
  });

  test('an unknown link goes home and says only that it is not valid', async ({ page }) => {
    test.slow();
    await page.goto('/medical/records/not-a-real-token');
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'This link is not valid or has expired.' }),
    ).toBeVisible();
  });

  test(
    'in Chinese, the dialog and the file list are translated and accessible',
    { tag: '@phone' },
    async ({ page }) => {
      test.slow();
      await page.goto('/medical/records/records-demo-token?lang=cn');
      const dialog = page.getByRole('dialog', { name: '確認您的身份' });
      await expect(dialog).toBeVisible();
      await page.getByLabel('年').selectOption('1988');
      await page.getByLabel('月').selectOption('04');
      await page.getByLabel('日').selectOption('12');
      await dialog.getByRole('button', { name: '確認' }).click();
      await expect(
        page.getByRole('dialog', { name: '您的檔案' }).getByText('可供下載'),
      ).toHaveCount(3);
      await expectNoAxeViolations(page);
    },
  );
});
