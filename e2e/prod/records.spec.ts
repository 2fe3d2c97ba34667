import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { RECORDS_LINK, chooseRecordBirthDate } from '../pages/records';

// A mailed records link (the seeded records-demo-token) over HTTP: each file downloads once.

test('a record file is downloaded once', async ({ page }) => {
  await page.goto(RECORDS_LINK);
  const dialog = page.getByRole('dialog', { name: 'Confirm your identity' });
  await expect(dialog).toBeVisible();
  await chooseRecordBirthDate(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  const files = page.getByRole('dialog', { name: 'Your files' });
  await expect(files.getByText('Available', { exact: true })).toHaveCount(3);
  const downloading = page.waitForEvent('download');
  await files.getByRole('button', { name: 'Download Lab results 2026-10-14.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Lab results 2026-10-14.pdf');
  expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const first = files.getByRole('listitem').filter({ hasText: 'Lab results 2026-10-14.pdf' });
  await expect(first.getByText('Already downloaded')).toBeVisible();

  // The service remembers: opened again, the file is no longer offered.
  await page.reload();
  await chooseRecordBirthDate(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Lab results 2026-10-14.pdf' }),
  ).toContainText('Already downloaded');
});
