import { expect, test, type Page } from './fixtures';
import {
  LABELS,
  NEW_PATIENT_PASSWORD as PASSWORD,
  chooseBirthDate,
  field,
  fillRegistration,
  openRegister,
  submit,
} from './pages/register';
import { expectNoAxeViolations } from './support';

// Registration (docs/account.md#registration) as a patient does it: by labels, in both languages.

async function followConfirmationLink(page: Page, email: string) {
  const mails = await page.evaluate(() => window.mockClinic.mailbox());
  const mail = mails.find((m) => m.to === email);
  expect(mail?.link).toBeTruthy();
  await page.goto('/__mock/mailbox');
  await page
    .getByRole('link', { name: /Confirm your e-mail address/ })
    .first()
    .click();
  await expect(page.getByText(/Your e-mail is confirmed|您的電郵已確認/)).toBeVisible();
}

// Long journeys of many fields; the machine running them may be busy.
test.describe.configure({ timeout: 120_000 });

test.describe('registering a new patient', () => {
  test(
    'registers, confirms through the mailed link and logs in',
    { tag: '@phone' },
    async ({ page }) => {
      const email = 'lucy.ho@example.com';
      await openRegister(page);
      await expectNoAxeViolations(page);
      await fillRegistration(page, 'en', { email: ' Lucy.Ho@Example.com ' });
      await page.getByLabel(LABELS.en.emailConfirm, { exact: true }).fill(email);
      await submit(page);

      await expect(
        page.getByRole('heading', { name: 'Please confirm your e-mail address' }),
      ).toBeVisible();
      await expect(page.getByText(`We have sent a confirmation link to ${email}.`)).toBeVisible();
      await expect(page.getByText(/within 6 hours/)).toBeVisible();
      await expect(page.getByText(/check your spam or junk folder/)).toBeVisible();
      await expectNoAxeViolations(page);

      // Not confirmed yet: the service refuses the login.
      await followConfirmationLink(page, email);
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByLabel("I'm not a robot").check();
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page).toHaveURL(/\/dashboard/);
      await expect(page.getByRole('heading', { name: /Lucy Ho/ })).toBeVisible();
    },
  );

  test('registers in Chinese and logs in', async ({ page }) => {
    const email = 'chan.tai.man@example.com';
    await openRegister(page, 'cn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('開設您的病人帳戶');
    await fillRegistration(page, 'cn', { email, firstName: '大文' });
    await submit(page, 'cn');
    await expect(page.getByRole('heading', { name: '請確認您的電郵地址' })).toBeVisible();
    await expect(page.getByText(`我們已將確認連結寄到 ${email}。`, { exact: false })).toBeVisible();
    await followConfirmationLink(page, email);
    await page.goto('/login');
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(PASSWORD);
    await page.getByLabel('我不是機器人').check();
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard/);
  });

  test('Sign Up is disabled while the account is being created', async ({ page }) => {
    await openRegister(page);
    await fillRegistration(page, 'en', { email: 'slow@example.com' });
    await page.evaluate(() => window.mockClinic.setLatency(1500));
    await submit(page);
    await expect(page.getByRole('button', { name: 'Signing up…' })).toBeDisabled();
    await expect(
      page.getByRole('heading', { name: 'Please confirm your e-mail address' }),
    ).toBeVisible();
  });
});

// Each rule's message, in both languages, and the unknown-error message of a failed call are
// checked by tests/pages/RegisterPage.test.tsx; here, what a browser shows of them.
test.describe('registration errors, exactly as the spec words them', () => {
  /** The one message showing; the flagged fields point at it. */
  async function expectError(page: Page, text: string) {
    const alert = page.locator('#register-error');
    await expect(alert).toHaveText(text);
    await expect(alert).toHaveAttribute('role', 'alert');
  }

  test('the first problem is named, flagged and focused, and stays its 10 s', async ({ page }) => {
    await page.clock.install();
    await openRegister(page);
    // The test steps the 10 s itself: a clock that flows with real time once let a slow machine's
    // typing and checks use up the message's whole 10 s before it was looked for (seen at a load
    // average of 14). Paused well ahead of now, so no round trip can land it in the past.
    const openedAt = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(openedAt + 10_000);

    // Nothing filled: the first empty field is named, and every empty field is flagged.
    await submit(page);
    // The frame in which the first field in error takes the focus.
    await page.clock.runFor(100);
    await expectError(page, 'First Name cannot be empty.');
    const firstName = field(page, 'en', 'firstName');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAttribute('aria-describedby', /register-error/);
    await expect(firstName).toBeFocused();
    await expect(field(page, 'en', 'city')).toHaveAttribute('aria-invalid', 'true');

    // Not replaced while showing: another field filled and Sign Up again keep the message, 10 s.
    await field(page, 'en', 'city').fill('Richmond');
    await submit(page);
    await expectError(page, 'First Name cannot be empty.');
    await page.clock.fastForward(5_000);
    await expectError(page, 'First Name cannot be empty.');
    await page.clock.fastForward(5_500);
    await expect(page.locator('#register-error')).toHaveCount(0);
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');

    // The next problem takes the focus (issue 16 point 4): in the next frame, so time flows again.
    await page.clock.resume();
    await firstName.fill('Lucy');
    await submit(page);
    await expectError(page, 'Last Name cannot be empty.');
    await expect(field(page, 'en', 'lastName')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a duplicate e-mail shows the service’s answer and resets the bot check', async ({
    page,
  }) => {
    await openRegister(page);
    await fillRegistration(page, 'en', { email: 'patient@example.com' });
    await submit(page);
    // The spec's text, then what it means and where to go, in the same alert (issue 16 point 7).
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(
      'email is invalid please choose another email address' +
        'This e-mail address is already in use by an account. If it is yours, please log in, ' +
        'or reset your password if you have forgotten it.',
    );
    await expect(alert).toBeFocused();
    await expect(page.getByLabel(LABELS.en.bot)).not.toBeChecked();
    // What the patient typed is kept.
    await expect(field(page, 'en', 'firstName')).toHaveValue('Lucy');
    await expect(field(page, 'en', 'email')).toHaveValue('patient@example.com');
    await expectNoAxeViolations(page);
    await alert.getByRole('link', { name: 'reset your password' }).click();
    await expect(page).toHaveURL(/\/forgotpassword$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a duplicate e-mail in Chinese leads to log in', async ({ page }) => {
    await openRegister(page, 'cn');
    await fillRegistration(page, 'cn', { email: 'patient@example.com' });
    await submit(page, 'cn');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(
      '此電郵地址無法使用，請選擇另一個電郵地址。' +
        '此電郵地址已有帳戶使用。如那是您自己的帳戶，請登入；如忘記密碼，請重設密碼。',
    );
    await expect(alert.getByRole('link', { name: '重設密碼' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
    await alert.getByRole('link', { name: '登入' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  // Issue 26 point 9: the spec's message says 'greater than 8', so 8 characters are refused and
  // the hint says 9 (docs/account.md#password-length). The rule is the same at any width: English
  // at 1280 px, Chinese at 375 px (@phone-only).
  for (const lang of ['en', 'cn'] as const) {
    test(
      `a password of 8 characters is refused in the spec's words, 9 are taken (${lang})`,
      { tag: lang === 'cn' ? ['@phone-only'] : [] },
      async ({ page }) => {
        const text =
          lang === 'en'
            ? {
                error: 'The length of Password must be greater than 8.',
                hint: 'At least 9 characters.',
                sent: 'Please confirm your e-mail address',
              }
            : {
                error: '密碼長度必須多於 8 個字元。',
                hint: '最少 9 個字元。',
                sent: '請確認您的電郵地址',
              };
        await openRegister(page, lang);
        await expect(page.getByText(text.hint)).toBeVisible();
        await fillRegistration(page, lang, { email: `nine.chars.${lang}@example.com` });
        await field(page, lang, 'password').fill('Clinic2!');
        await field(page, lang, 'passwordConfirm').fill('Clinic2!');
        await submit(page, lang);
        await expectError(page, text.error);
        await expect(field(page, lang, 'password')).toBeFocused();

        await field(page, lang, 'password').fill('Clinic26!');
        await field(page, lang, 'passwordConfirm').fill('Clinic26!');
        await submit(page, lang);
        await expect(page.getByRole('heading', { name: text.sent })).toBeVisible();
      },
    );
  }

  test('messages in Chinese, labels translated inside them', async ({ page }) => {
    await openRegister(page, 'cn');
    await submit(page, 'cn');
    await expectError(page, '名字不能為空。');
    await expect(field(page, 'cn', 'firstName')).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test.describe('the form’s own behaviour', () => {
  test('date-of-birth dialog: shows the age and date; Cancel clears, Confirm keeps', async ({
    page,
  }) => {
    await openRegister(page);
    await chooseBirthDate(page, 'en', '12', '04', '1988');
    const dialog = page.getByRole('dialog', { name: LABELS.en.dobTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You chose April 12, 1988.');
    await expect(dialog).toContainText(/That makes you \d+ years old today\./);
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    for (const part of ['day', 'month', 'year'] as const) {
      await expect(field(page, 'en', part)).toHaveValue('');
    }
    // Focus comes back to the form, on the first part to choose again.
    await expect(field(page, 'en', 'day')).toBeFocused();

    await chooseBirthDate(page, 'en', '01', '01', '2000');
    await expect(dialog).toContainText('You chose January 1, 2000.');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(field(page, 'en', 'year')).toHaveValue('2000');

    // A date that does not exist can only be chosen again.
    await field(page, 'en', 'day').selectOption('31');
    await field(page, 'en', 'month').selectOption('02');
    await expect(dialog).toContainText('does not exist');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  });

  test('the dialog speaks Chinese and is accessible', { tag: '@phone' }, async ({ page }) => {
    await openRegister(page, 'cn');
    await chooseBirthDate(page, 'cn', '12', '04', '1988');
    const dialog = page.getByRole('dialog', { name: LABELS.cn.dobTitle });
    await expect(dialog).toContainText('您選擇了 1988年4月12日。');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '確認' }).click();
    await expect(dialog).toBeHidden();
  });

  // How the country and health card province drive the health card fields and the fee notice:
  // tests/pages/RegisterPage.test.tsx.

  test('phone parts take digits only and move on by themselves', async ({ page }) => {
    await openRegister(page);
    const area = page.getByLabel('Mobile Phone, area code');
    await area.click();
    await page.keyboard.type('6a045');
    await expect(area).toHaveValue('604');
    const exchange = page.getByLabel('Mobile Phone, first 3 digits');
    await expect(exchange).toHaveValue('5');
    await expect(exchange).toBeFocused();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect(area).toBeFocused();
  });

  test(
    'pharmacy: nothing chosen until 3 characters; then the first match, shown; Modify',
    { tag: '@phone' },
    async ({ page }) => {
      await openRegister(page);
      const pharmacies = page.getByRole('radiogroup', { name: 'Pharmacies' });
      const search = page.getByRole('searchbox', { name: 'Search by pharmacy name or address' });
      await search.fill('st');
      await expect(pharmacies.getByRole('radio', { checked: true })).toHaveCount(0);
      await search.fill('steveston moncton');
      await expect(
        page.getByText('1 pharmacy found; selected: Steveston Village Pharmacy'),
      ).toBeVisible();
      const chosen = pharmacies.getByRole('radio', { checked: true });
      await expect(chosen).toHaveAccessibleName(/Steveston Village Pharmacy/);
      await expect(pharmacies.getByText(/Fax: 604-555-01\d\d/)).toBeVisible();
      await expectNoAxeViolations(page);
      // A wider search keeps the patient's pharmacy while it still matches; they may pick another.
      await search.fill('richmond');
      await expect(chosen).toHaveAccessibleName(/Steveston Village Pharmacy/);
      await pharmacies.getByRole('radio', { name: /Brighouse Pharmacy/ }).check();
      await expect(pharmacies.getByRole('radio', { checked: true })).toHaveAccessibleName(
        /Brighouse Pharmacy/,
      );
    },
  );

  test('pharmacy in Chinese: nothing is chosen until the patient searches', async ({ page }) => {
    await openRegister(page, 'cn');
    await fillRegistration(page, 'cn', { email: 'pharmacy.cn@example.com', pharmacy: null });
    // Sign Up without searching: the pharmacy is empty, not the first of the whole list.
    await submit(page, 'cn');
    await expect(page.locator('#register-error')).toHaveText('首選藥房不能為空。');
    await page.getByRole('searchbox', { name: LABELS.cn.pharmacySearch }).fill('Aberdeen');
    await expect(page.getByText('找到 1 間藥房，已選擇：Aberdeen Square Pharmacy')).toBeVisible();
    await expect(
      page.getByRole('radiogroup', { name: '藥房' }).getByRole('radio', { checked: true }),
    ).toHaveAccessibleName(/Aberdeen Square Pharmacy/);
    // Chosen, the message has gone; Sign Up goes through with that pharmacy.
    await expect(page.locator('#register-error')).toHaveCount(0);
    await submit(page, 'cn');
    await expect(page.getByRole('heading', { name: '請確認您的電郵地址' })).toBeVisible();
  });
});
