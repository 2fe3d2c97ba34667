import { expect, test, type Page } from './fixtures';
import { mailedCode, toResetStep } from './pages/recovery';
import { expectNoAxeViolations } from './support';

// Issue 14 point 10: the mock clinic locks a reset code after 5 wrong tries (and after 10
// minutes); the recovery page shows the service's words and "Send me a new code" gets a working one.

const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('five wrong codes lock the code; a new code works', async ({ page }) => {
  test.setTimeout(60_000);
  await toResetStep(page);
  const right = await mailedCode(page);
  const wrong = right === '111111' ? '222222' : '111111';
  await page.getByLabel('New password', { exact: true }).fill('Sunrise#2027');
  await page.getByLabel('Confirm new password').fill('Sunrise#2027');
  const code = page.getByLabel('Reset code');
  const reset = page.getByRole('button', { name: 'Reset My Password' });
  for (let n = 1; n <= 5; n += 1) {
    await code.fill(wrong);
    await reset.click();
    const expected =
      n < 5
        ? 'The reset code is not valid or has expired.'
        : 'Too many wrong codes were entered. Please ask for a new code.';
    await expect(alertWith(page, expected)).toBeVisible();
  }
  // The right code no longer helps.
  await code.fill(right);
  await reset.click();
  await expect(
    alertWith(page, 'Too many wrong codes were entered. Please ask for a new code.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send me a new code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'patient@example.com' })).toBeVisible();
  await code.fill(await mailedCode(page));
  await reset.click();
  await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();
});

test('the locked code in Traditional Chinese', async ({ page }) => {
  test.setTimeout(60_000);
  await toResetStep(page, 'cn');
  const right = await mailedCode(page);
  const wrong = right === '111111' ? '222222' : '111111';
  await page.getByLabel('新密碼', { exact: true }).fill('Sunrise#2027');
  await page.getByLabel('確認新密碼').fill('Sunrise#2027');
  for (let n = 1; n <= 5; n += 1) {
    await page.getByLabel('重設驗證碼').fill(wrong);
    await page.getByRole('button', { name: '重設我的密碼' }).click();
    if (n < 5) await expect(alertWith(page, '重設驗證碼無效或已過期。')).toBeVisible();
  }
  await expect(alertWith(page, '輸入錯誤驗證碼的次數過多。請要求新的驗證碼。')).toBeVisible();
});

test('a new code 15 minutes after the identity step asks for it again, and Start again goes back', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The mock clinic runs in the page: the page's clock is the service's.
  await page.clock.install();
  await toResetStep(page);
  await page.clock.fastForward('16:00');
  await page.getByRole('button', { name: 'Send me a new code' }).click();
  await expect(
    alertWith(page, 'Please validate your information again before asking for a reset code.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByRole('heading', { name: /Confirm who you are/ })).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue('patient@example.com');
  await page.getByLabel("I'm not a robot").check();
  await page.getByRole('button', { name: 'Validate my information' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: /Choose a new password/ })).toBeVisible();
});
