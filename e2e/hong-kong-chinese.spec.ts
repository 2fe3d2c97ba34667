import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoAxeViolations } from './support';
import { openAsPatient } from './pages/session';

// Our Chinese is Hong Kong written Chinese (issue 17): the page says so (<html lang="zh-Hant-HK">),
// country names are Hong Kong's, and a date of birth is chosen as Chinese writes it: year, month,
// day. English keeps day, month, year. Here as a patient meets them, on the registration form.

async function openRegister(page: Page, lang: 'en' | 'cn') {
  await page.goto(`/register?lang=${lang}`);
  // Generous: on a busy machine the page's chunks can take a while to arrive.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
}

/** The date-of-birth selects in document order (= tab order), and their left edges on screen. */
async function dateSelects(group: Locator) {
  const selects = group.getByRole('combobox');
  await expect(selects).toHaveCount(3);
  const ids = await selects.evaluateAll((els) => els.map((el) => el.id));
  const lefts = await selects.evaluateAll((els) =>
    els.map((el) => el.getBoundingClientRect().left),
  );
  return { ids, lefts };
}

const monthTexts = (select: Locator) =>
  select.locator('option').evaluateAll((options) => options.map((o) => o.textContent?.trim()));

/** The date's three selects are these, in this order in the page and left to right on screen. */
async function expectDateOrder(group: Locator, order: string[]) {
  const { ids, lefts } = await dateSelects(group);
  expect(ids).toEqual(order);
  expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
}

test(
  'in Chinese: html lang zh-Hant-HK, the birth date as year, month, day',
  { tag: '@phone' },
  async ({ page }) => {
    await openRegister(page, 'cn');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');

    const group = page.getByRole('group', { name: '出生日期' });
    await expectDateOrder(group, ['register-dob-year', 'register-dob-month', 'register-dob-day']);

    const year = group.getByLabel('年', { exact: true });
    const month = group.getByLabel('月', { exact: true });
    const day = group.getByLabel('日', { exact: true });
    expect(await monthTexts(month)).toEqual([
      '月',
      ...Array.from({ length: 12 }, (_, i) => `${i + 1}月`),
    ]);

    // The keyboard goes the same way: year, month, day.
    await year.focus();
    await page.keyboard.press('Tab');
    await expect(month).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(day).toBeFocused();

    // Chosen in that order, the date is confirmed in Chinese.
    await year.selectOption('1988');
    await month.selectOption('04');
    await day.selectOption('12');
    const dialog = page.getByRole('dialog', { name: '請確認您的出生日期' });
    await expect(dialog).toContainText('1988年4月12日');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '確認' }).click();
    await expect(dialog).toBeHidden();
    // Back on the last part, so Tab goes on to the next field.
    await expect(day).toBeFocused();
  },
);

test('in English the birth date is unchanged: day, month, year, "01 - January"', async ({
  page,
}) => {
  await openRegister(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const group = page.getByRole('group', { name: 'Date of Birth' });
  await expectDateOrder(group, ['register-dob-day', 'register-dob-month', 'register-dob-year']);
  const months = await monthTexts(group.getByLabel('Month', { exact: true }));
  expect(months.slice(0, 2)).toEqual(['Month', '01 - January']);
  expect(months.at(-1)).toBe('12 - December');
});

test('in Chinese the country list has Hong Kong names, sorted in Chinese', async ({ page }) => {
  await openRegister(page, 'cn');
  const country = page.getByLabel('國家或地區', { exact: true });
  const options = await country
    .locator('option')
    .evaluateAll((els) =>
      els.map((o): [string, string] => [(o as HTMLOptionElement).value, o.textContent ?? '']),
    );
  const label = (value: string) => options.find(([v]) => v === value)?.[1];
  // Chromium's ICU gives CLDR's Hong Kong names, as Node's does in the unit tests.
  expect(label('Italy')).toBe('意大利');
  expect(label('Saudi Arabia')).toBe('沙地阿拉伯');
  expect(label('Yemen')).toBe('也門');
  expect(label('Zambia')).toBe('贊比亞');
  expect(label('United Arab Emirates')).toBe('阿拉伯聯合酋長國');
  // The glossary's name over CLDR's 紐西蘭.
  expect(label('New Zealand')).toBe('新西蘭');
  const labels = options.map(([, text]) => text);
  for (const taiwan of ['義大利', '沙烏地阿拉伯', '葉門', '尚比亞', '紐西蘭']) {
    expect(labels).not.toContain(taiwan);
  }
  // Canada first (after the prompt), the rest in zh-Hant-HK order.
  expect(options[1]).toEqual(['Canada', '加拿大']);
  const rest = labels.slice(2);
  const sorted = await page.evaluate(
    (names) => [...names].sort(new Intl.Collator('zh-Hant-HK').compare),
    rest,
  );
  expect(rest).toEqual(sorted);

  await country.selectOption({ label: '意大利' });
  await expect(country).toHaveValue('Italy');
});

test('the profile writes the birth date as the registration dialog does', async ({ page }) => {
  await openAsPatient(page, '/account?lang=cn');
  // Mei Chen, born 12 April 1988 (src/testing/mock-clinic/seed/users.ts).
  await expect(page.locator('#profile-birthDate')).toHaveValue('1988年4月12日', {
    timeout: 20_000,
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
  await page.goto('/account?lang=en');
  await expect(page.locator('#profile-birthDate')).toHaveValue('April 12, 1988', {
    timeout: 20_000,
  });
});
