import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './support';

// The check reads a sick note from the service, on a machine shared with other runs.
test.describe.configure({ timeout: 90_000 });

async function fill(page: Page, labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

test.describe('sick note validation', () => {
  test('accepts SN-20261101 for Mei Chen and her dates, and refuses a changed date', async ({
    page,
  }) => {
    await page.goto('/validate');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Validate a Sick Note' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const validate = page.getByRole('button', { name: 'Validate' });

    // Each rule's message, in both languages, and a failed call's: in
    // tests/pages/ValidateSickNotePage.test.tsx.
    await fill(page, {
      'Sick Note ID': ' SN-20261101 ',
      'First name': '  mei',
      'Last name': 'Chen ',
      'Start date': '2026-11-02',
      'End date': '2026-11-04',
    });
    await page.getByLabel("I'm not a robot").check();
    await validate.click();
    await expect(page.getByText('Sick note is valid and verified.')).toBeVisible();
    await expect(page.getByText('Mei Chen')).toBeVisible();
    await expect(page.getByText('Nov 02, 2026 to Nov 04, 2026')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('End date', { exact: true }).fill('2026-11-05');
    await page.getByLabel("I'm not a robot").check();
    await validate.click();
    await expect(page.getByText('This sick note is invalid.')).toBeVisible();
    await expect(page.getByText('Sick note is valid and verified.')).toHaveCount(0);
  });

  test('in Chinese, with no account', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/validate?lang=cn');
    await expect(page.getByRole('heading', { level: 1, name: '核實病假證明' })).toBeVisible();
    await fill(page, {
      病假證明編號: 'SN-20261101',
      名字: 'Mei',
      姓氏: 'Chen',
      開始日期: '2026-11-02',
      結束日期: '2026-11-04',
    });
    await page.getByLabel('我不是機器人').check();
    await page.getByRole('button', { name: '核實' }).click();
    await expect(page.getByText('病假證明有效，已核實。')).toBeVisible();
    await expect(page.getByText('2026年11月2日至2026年11月4日')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(
    'a code printed on a note opens the check with its Sick Note ID, and nothing else',
    { tag: '@phone' },
    async ({ page }) => {
      for (const [lang, labels] of [
        [
          'en',
          {
            id: 'Sick Note ID',
            first: 'First name',
            valid: 'Sick note is valid and verified.',
            bot: "I'm not a robot",
            submit: 'Validate',
          },
        ],
        [
          'cn',
          {
            id: '病假證明編號',
            first: '名字',
            valid: '病假證明有效，已核實。',
            bot: '我不是機器人',
            submit: '核實',
          },
        ],
      ] as const) {
        await page.goto(`/validate?lang=${lang}&id=SN-20261101&firstName=Mei`);
        await expect(page.getByLabel(labels.id, { exact: true })).toHaveValue('SN-20261101');
        // Names never travel in an address: the employer types them from the note.
        await expect(page.getByLabel(labels.first, { exact: true })).toHaveValue('');
        await page.getByLabel(labels.first, { exact: true }).fill('Mei');
        await page.getByLabel(lang === 'en' ? 'Last name' : '姓氏', { exact: true }).fill('Chen');
        await page
          .getByLabel(lang === 'en' ? 'Start date' : '開始日期', { exact: true })
          .fill('2026-11-02');
        await page
          .getByLabel(lang === 'en' ? 'End date' : '結束日期', { exact: true })
          .fill('2026-11-04');
        await page.getByLabel(labels.bot).check();
        await page.getByRole('button', { name: labels.submit }).click();
        await expect(page.getByText(labels.valid)).toBeVisible();
        await expectNoAxeViolations(page);
      }
    },
  );
});
