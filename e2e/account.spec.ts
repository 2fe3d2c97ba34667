import { expect as baseExpect, test, type Page } from './fixtures';
import { fillIdentity, mailedCode as mailedCodeOf, toResetStep } from './pages/recovery';
import { PASSWORD, expectNoAxeViolations, fillLogin, steer } from './support';
import { logOutByAddress } from './pages/login';
import { openAs, openAsPatient, startPatientSession } from './pages/session';
import { AUTH_DEMO_TOKEN } from '../src/testing/mock-clinic/seed';

const NEW_PASSWORD = 'Sunrise#2027';

// Each journey runs axe several times, in two languages: more than the default 30 s on a busy
// machine, where a page may also take longer than 7 s to appear.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

// ---------------------------------------------------------------- password recovery helpers

async function mailedCode(page: Page): Promise<string> {
  const code = await mailedCodeOf(page);
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

const alertWith = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });

test.describe('password recovery', () => {
  test('recovers the password with the mailed code, then logs in with it', async ({ page }) => {
    await page.goto('/forgotpassword');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
    await expectNoAxeViolations(page);

    await fillIdentity(page, '  Patient@Example.com ');
    await page.getByLabel('B.C. Services Card number').fill('9698 658 215');
    await expect(page.getByLabel('B.C. Services Card number')).toHaveValue('9698658215');
    await page.getByLabel("I'm not a robot").check();
    await page.getByRole('button', { name: 'Validate my information' }).click();

    const found = page.getByRole('heading', { name: /User Found/ });
    await expect(found).toBeVisible();
    await expect(found).toBeFocused();
    await expect(page.getByText(/account for patient@example\.com/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page.getByRole('heading', { name: /Choose a new password/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Reset code').fill(await mailedCode(page));
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset My Password' }).click();

    await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();
    // Announced once in full; the visible count ticks down.
    await expect(page.getByRole('status')).toContainText(
      'You will be taken to the login page in 5 seconds.',
    );
    await expect(page.getByText('You will be taken to the login page in 3 seconds.')).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

    await fillLogin(page, 'patient@example.com', PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(alertWith(page, 'Incorrect e-mail or password.')).toBeVisible();
    await fillLogin(page, 'patient@example.com', NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  // Each message of steps 1 and 3, the service's refusal and its failure: in
  // tests/pages/ForgotPasswordPage.test.tsx. Here, what a browser shows of them.
  test('step 1 names a missing e-mail, focused; Cancel on step 2 comes back with what was typed', async ({
    page,
  }) => {
    await page.goto('/forgotpassword');
    const validate = page.getByRole('button', { name: 'Validate my information' });

    await validate.click();
    await expect(alertWith(page, 'Email input cannot be empty.')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    // Cancel on step 2 comes back with what was typed, and a fresh bot check.
    await fillIdentity(page);
    await page.getByLabel("I'm not a robot").check();
    await validate.click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: /Confirm who you are/ })).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveValue('patient@example.com');
    await expect(page.getByLabel('Year', { exact: true })).toHaveValue('1988');
    await expect(page.getByLabel("I'm not a robot")).not.toBeChecked();
  });

  test('step 3 names a missing code, focused', async ({ page }) => {
    await toResetStep(page);
    await page.getByRole('button', { name: 'Reset My Password' }).click();
    await expect(alertWith(page, 'Input Code input cannot be empty.')).toBeVisible();
    await expect(page.getByLabel('Reset code')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('works in Traditional Chinese', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/forgotpassword?lang=cn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('忘記密碼？');
    await page.getByRole('button', { name: '核實我的資料' }).click();
    await expect(alertWith(page, '電郵欄位不能為空。')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('電郵').fill('patient@example.com');
    await page.getByLabel('日', { exact: true }).selectOption('12');
    await page.getByLabel('月', { exact: true }).selectOption('04');
    await page.getByLabel('年', { exact: true }).selectOption('1988');
    await page.getByLabel('我不是機器人').check();
    await page.getByRole('button', { name: '核實我的資料' }).click();
    await expect(page.getByRole('heading', { name: /已找到用戶/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '確認' }).click();
    await expect(page.getByRole('heading', { name: /設定新密碼/ })).toBeVisible();
    await page.getByRole('button', { name: '重設我的密碼' }).click();
    await expect(alertWith(page, '驗證碼欄位不能為空。')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// ---------------------------------------------------------------- login by link

test.describe('login by link', () => {
  test('/auth-message/auth-demo-token lands logged in', async ({ page }) => {
    await page.goto(`/auth-message/${AUTH_DEMO_TOKEN}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Mei Chen' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Mei Chen' })).toBeVisible();
  });

  test('an unknown token shows its message and goes home', async ({ page }) => {
    await page.goto('/auth-message/not-a-real-token');
    await expect(alertWith(page, 'This link is not valid or has expired.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectNoAxeViolations(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown token in Chinese', async ({ page }) => {
    await page.goto('/auth-message/not-a-real-token?lang=cn');
    await expect(alertWith(page, '此連結無效或已過期。')).toBeVisible();
  });

  test('a network failure says so and offers to try again', async ({ page }) => {
    await page.goto('/');
    await steer(
      page,
      (mock, token) => mock.failNext('GET', `/auth-message/${token}`, 'network'),
      AUTH_DEMO_TOKEN,
    );
    await page.goto(`/auth-message/${AUTH_DEMO_TOKEN}`);
    await expect(alertWith(page, /^server error/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

// ---------------------------------------------------------------- the account page

test.describe('the account page', () => {
  test(
    'updates the profile, and the change survives a reload',
    { tag: '@phone' },
    async ({ page }) => {
      await openAsPatient(page, '/account');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
      await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const city = page.getByLabel('City', { exact: true });
      await expect(city).toHaveValue('Richmond');
      await expect(city).not.toBeEditable();
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue('patient@example.com');
      await expect(page.getByText(/in person with a picture ID/)).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Edit' }).click();
      await expect(page.getByLabel('Gender', { exact: true })).toBeFocused();
      await expect(page.getByLabel('Email', { exact: true })).not.toBeEditable();
      await expect(page.getByLabel('Mobile Phone', { exact: true })).toHaveValue('604-555-0142');
      await expect(page.getByText('Pharmacies')).toHaveCount(0);
      await expectNoAxeViolations(page);

      await city.fill('Burnaby');
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(alertWith(page, 'User info updated successfully')).toBeVisible();
      await expect(city).toHaveValue('Burnaby');
      await expect(city).not.toBeEditable();
      await expect(page.getByRole('button', { name: 'Edit' })).toBeFocused();

      await page.reload();
      await expect(page.getByLabel('City', { exact: true })).toHaveValue('Burnaby');
    },
  );

  // Each profile rule's message, in both languages, and a failed update: in
  // tests/pages/ProfilePage.test.tsx. Here, what a browser shows of them.
  test('an empty field is flagged and focused, and Cancel restores the profile', async ({
    page,
  }) => {
    await openAsPatient(page, '/account');
    await page.getByRole('button', { name: 'Edit' }).click();
    const city = page.getByLabel('City', { exact: true });
    const mobile = page.getByLabel('Mobile Phone', { exact: true });

    await city.fill('  ');
    await mobile.fill('6045550199');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(alertWith(page, 'Highlighted input field cannot be empty.')).toBeVisible();
    await expect(city).toHaveAttribute('aria-invalid', 'true');
    await expect(city).toBeFocused();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(city).toHaveValue('Richmond');
    await expect(mobile).toHaveValue('604-555-0142');
    await expect(alertWith(page, 'Highlighted input field cannot be empty.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(city).toHaveValue('Richmond');
  });

  test('a legacy province shows (update required*) and must be chosen again', async ({ page }) => {
    await startPatientSession(page);
    // Give the seeded patient a free-text province, as older records have.
    await page.evaluate(() => {
      const key = 'mockClinic.db.v1';
      const db = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
        users: { profile: { email: string; province: string } }[];
      };
      const patient = db.users.find((u) => u.profile.email === 'patient@example.com');
      if (patient) patient.profile.province = 'B.C.';
      window.localStorage.setItem(key, JSON.stringify(db));
    });
    await page.goto('/account');
    const province = page.getByLabel('Province', { exact: true });
    await expect(province).toHaveValue('B.C. (update required*)');
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(province.locator('option:checked')).toHaveText('B.C. (update required*)');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(alertWith(page, 'Please choose a Province from the drop down menu')).toBeVisible();
    await province.selectOption('BC');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(alertWith(page, 'User info updated successfully')).toBeVisible();
    await expect(province).toHaveValue('British Columbia');
  });

  // At 1280 px only: the profile form at 375 px is 'updates the profile…' and 'the account page in
  // Traditional Chinese'; the gender rule does not depend on the width.
  test('gender is shown and can be changed (issue 16 point 5)', async ({ page }) => {
    await openAsPatient(page, '/account');
    const gender = page.getByLabel('Gender', { exact: true });
    await expect(gender).toHaveValue('Female');
    await expect(gender).not.toBeEditable();
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(gender).toBeFocused();
    await expect(gender.locator('option:checked')).toHaveText('Female');
    // Name, birth date, e-mail and health card stay read-only.
    for (const label of ['First Name', 'Last Name', 'Date of Birth', 'Email']) {
      await expect(page.getByLabel(label, { exact: true })).not.toBeEditable();
    }
    await gender.selectOption('Other');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(alertWith(page, 'User info updated successfully')).toBeVisible();
    await expect(gender).toHaveValue('Other');
    await page.reload();
    await expect(page.getByLabel('Gender', { exact: true })).toHaveValue('Other');
  });

  test('gender in Chinese', async ({ page }) => {
    await openAsPatient(page, '/account?lang=cn');
    const gender = page.getByLabel('性別', { exact: true });
    await expect(gender).toHaveValue('女');
    await page.getByRole('button', { name: '編輯' }).click();
    await gender.selectOption({ label: '男' });
    await page.getByRole('button', { name: '更新' }).click();
    await expect(gender).toHaveValue('男');
    await expectNoAxeViolations(page);
  });

  test('a patient without a pharmacy: Edit leaves it empty, and Update saves none (issue 16 point 3)', async ({
    page,
  }) => {
    await openAs(page, 'nopharmacy@example.com', '/account');
    await expect(page.getByText('No preferred pharmacy chosen yet')).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    const pharmacies = page.getByRole('radiogroup', { name: 'Pharmacies' });
    await expect(pharmacies.getByRole('radio').first()).toBeVisible();
    await expect(pharmacies.getByRole('radio', { checked: true })).toHaveCount(0);
    await page.getByLabel('City', { exact: true }).fill('Burnaby');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(alertWith(page, 'User info updated successfully')).toBeVisible();
    await expect(page.getByText('No preferred pharmacy chosen yet')).toBeVisible();

    // Searching chooses the first match and shows it; Update saves the one seen.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page
      .getByRole('searchbox', { name: 'Search by pharmacy name or address' })
      .fill('kerris');
    await expect(pharmacies.getByRole('radio', { checked: true })).toHaveAccessibleName(
      /Kerrisdale Village Pharmacy/,
    );
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(alertWith(page, 'User info updated successfully')).toBeVisible();
    // The saved pharmacy's details, once the page is back in view mode (while it leaves edit mode
    // the name shows in the picker too).
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(
      page
        .getByRole('group', { name: 'Preferred Pharmacy' })
        .getByText('Kerrisdale Village Pharmacy'),
    ).toBeVisible();
  });

  test('in Chinese, Edit without a pharmacy leaves it empty until the patient searches', async ({
    page,
  }) => {
    await openAs(page, 'nopharmacy@example.com', '/account?lang=cn');
    await page.getByRole('button', { name: '編輯' }).click();
    const pharmacies = page.getByRole('radiogroup', { name: '藥房' });
    await expect(pharmacies.getByRole('radio').first()).toBeVisible();
    await expect(pharmacies.getByRole('radio', { checked: true })).toHaveCount(0);
    await page.getByRole('searchbox', { name: '以藥房名稱或地址搜尋' }).fill('Steveston Village');
    await expect(page.getByText('找到 1 間藥房，已選擇：Steveston Village Pharmacy')).toBeVisible();
    await expect(pharmacies.getByRole('radio', { checked: true })).toHaveAccessibleName(
      /^Steveston Village Pharmacy 地址：/,
    );
    await expectNoAxeViolations(page);
  });

  test('changes the password, then logs in with it', async ({ page }) => {
    await openAsPatient(page, '/account');
    await page.getByRole('tab', { name: 'Change Password' }).click();
    await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Current Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Re-enter New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(alertWith(page, 'Your password has been changed successfully.')).toBeVisible();
    await expect(page.getByLabel('Current Password', { exact: true })).toHaveValue('');

    await logOutByAddress(page);
    await fillLogin(page, 'patient@example.com', NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  // Each password rule's message, the service's refusal and its failure, in both languages: in
  // tests/pages/ProfilePage.test.tsx. Here, what a browser shows of them.
  test('an empty password form names each field and focuses the first', async ({ page }) => {
    await openAsPatient(page, '/account');
    await page.getByRole('tab', { name: 'Change Password' }).click();
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Please enter the current password.')).toBeVisible();
    await expect(page.getByText('Please enter a password.')).toBeVisible();
    await expect(page.getByText('Please confirm your password.')).toBeVisible();
    await expect(page.getByLabel('Current Password', { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('an expired token shows its message and logs out to /login after about 1 s', async ({
    page,
  }) => {
    await openAsPatient(page, '/account');
    await page.getByRole('button', { name: 'Edit' }).click();
    await steer(page, (m) => m.failNext('POST', '/me', 'tokenNotValid'), null);
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(
      alertWith(page, 'Your session has expired. Please log in again.').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
    const elapsed = Date.now() - clickedAt;
    // The message shows at once; the logout follows 1 s after the answer.
    expect(elapsed).toBeGreaterThanOrEqual(1_000);
    // Generous above: a busy machine delays the page, never the 1 s itself.
    expect(elapsed).toBeLessThan(6_000);
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  });

  test('the account page in Traditional Chinese', { tag: '@phone' }, async ({ page }) => {
    await openAsPatient(page, '/account?lang=cn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的帳戶');
    await expect(page.getByLabel('省份', { exact: true })).toHaveValue('卑詩省');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '編輯' }).click();
    await page.getByLabel('城市', { exact: true }).fill('');
    await page.getByRole('button', { name: '更新' }).click();
    await expect(alertWith(page, '標示的欄位不能為空。')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: '更改密碼' }).click();
    await page.getByRole('button', { name: '更改密碼' }).click();
    await expect(page.getByText('請輸入目前密碼。')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// ---------------------------------------------------------------- the shouldUpdate flow

/** update@example.com: the login goes to the dashboard, which sends them to /account. */
async function logInHeldOnAccount(page: Page) {
  await page.goto('/login');
  await fillLogin(page, 'update@example.com');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

test.describe('details to confirm (shouldUpdate)', () => {
  test('update@example.com answers, edits, confirms, and lands on the dashboard for good', async ({
    page,
  }) => {
    await logInHeldOnAccount(page);
    await expect(page).toHaveURL(/\/account$/);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName('Do you have a family doctor or nurse practitioner?');
    await expectNoAxeViolations(page);

    // Held here: another patient page brings them back, and the dialog stays put.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/account$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toHaveAccessibleName('Please confirm your information');
    await expect(
      dialog.getByRole('heading', { name: 'Please confirm your information' }),
    ).toBeFocused();
    await expect(dialog).toContainText('Daniel Wong');
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Edit my information' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Gender', { exact: true })).toBeFocused();
    const city = page.getByLabel('City', { exact: true });
    await expect(city).toBeEditable();
    await expect(page.getByLabel('Family doctor or nurse practitioner')).toHaveValue('yes');
    await city.fill('Burnaby');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(alertWith(page, 'User info updated successfully')).toBeVisible();

    await expect(dialog).toHaveAccessibleName('Please confirm your information');
    await expect(dialog).toContainText('Burnaby');
    await dialog.getByRole('button', { name: 'Information is correct' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Daniel Wong' })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel('Family doctor or nurse practitioner')).toHaveValue('Yes');
  });

  test('the dialogs in Traditional Chinese', async ({ page }) => {
    await logInHeldOnAccount(page);
    await page.goto('/account?lang=cn');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('您有家庭醫生或執業護士嗎？');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '沒有' }).click();
    await expect(dialog).toHaveAccessibleName('請確認您的資料');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '資料正確' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
