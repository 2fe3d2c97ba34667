import { expect, test } from './fixtures';
import { expectNoAxeViolations, fillLogin, logIn, openMenuIfCollapsed, steer } from './support';

test.describe('the app shell', () => {
  test(
    'the home page opens in English with the brand, and is accessible',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Richmond');
      await expect(page).toHaveTitle(/Richmond.*Patient Portal/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
      await expectNoAxeViolations(page);
    },
  );

  test(
    'switches to Traditional Chinese and back, and remembers the choice',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/');
      await openMenuIfCollapsed(page);
      await page.getByRole('button', { name: /Traditional Chinese/ }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
      await expect(page.getByRole('link', { name: '登入' }).first()).toBeVisible();
      await expect(page).toHaveTitle(/病人網上服務平台/);
      await expectNoAxeViolations(page);

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
      await openMenuIfCollapsed(page);
      await page.getByRole('button', { name: /將語言切換為英文/ }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    },
  );

  test('?lang=cn sets the language and leaves the address without it', async ({ page }) => {
    await page.goto('/login?lang=cn');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('登入病人網上服務平台');
    expect(new URL(page.url()).search).toBe('');
    // Hong Kong Chinese: :lang(zh-Hant) still matches zh-Hant-HK (a prefix), and the font stack
    // asks for Hong Kong faces before Taiwan's.
    const body = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { font: style.fontFamily, lineHeight: style.lineHeight, size: style.fontSize };
    });
    expect(body.font).toMatch(/^"?PingFang HK"?, "?Noto Sans HK"?/);
    expect(body.font.indexOf('HK')).toBeLessThan(body.font.indexOf('TC'));
    expect(parseFloat(body.lineHeight) / parseFloat(body.size)).toBeCloseTo(1.75, 2);
  });

  test('a browser that prefers Chinese starts in Chinese', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-HK' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
    await context.close();
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Sorry, the page you requested is not found.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/no/such/page?lang=cn');
    await expect(page.getByText('很抱歉，找不到您要求的頁面。')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the South Vancouver brand is chosen by host name', async ({ page }) => {
    await page.goto(`http://svm.localhost:${process.env.E2E_PORT ?? 4173}/`);
    await expect(page).toHaveTitle(/South Vancouver/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('South Vancouver');
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'southvan');
    await expectNoAxeViolations(page);
  });
});

test.describe('logging in', () => {
  test('a patient route sends a visitor to log in, then back there', async ({ page }) => {
    await page.goto('/dashboard?from=reminder');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await fillLogin(page, 'patient@example.com');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard\?from=reminder$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Mei Chen' })).toBeVisible();
    await openMenuIfCollapsed(page);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByText('Mei Chen', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a logged-in patient on / or /login goes to the dashboard', async ({ page }) => {
    await logIn(page, 'patient@example.com');
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  // A wrong password's message, in both languages, and the bot check it resets: in
  // tests/pages/LoginPage.test.tsx.

  test('the e-mail is sent without spaces and in lower case', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, '  Patient@Example.COM ');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a network failure says so and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await steer(page, (mock) => mock.failNext('POST', '/login', 'network'), null);
    await fillLogin(page, 'patient@example.com');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Login Failed, Network error.' }),
    ).toBeVisible();
    await expect(page.getByText(/cannot reach the clinic service/)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('patient@example.com');
    await fillLogin(page, 'patient@example.com');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(/cannot reach the clinic service/)).toBeHidden();
  });

  test('/login-cn is the Chinese entry', async ({ page }) => {
    await page.goto('/login-cn');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
    await expect(page.getByLabel('我不是機器人')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('the session', () => {
  // /logout asking first (security review N4): e2e/prod/tab-records.spec.ts.

  test('the session survives a reload', async ({ page }) => {
    await logIn(page, 'patient@example.com');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Mei Chen' })).toBeVisible();
  });

  test('idle for the set time logs the patient out', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('mock.idleTimeoutMs', '2000'));
    await logIn(page, 'patient@example.com');
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
    await expect(page.getByText(/logged out after 5 minutes without activity/)).toBeVisible();
  });

  test('an expired token logs the patient out after 1 second', async ({ page }) => {
    await logIn(page, 'patient@example.com');
    await steer(page, (mock) => mock.failNext('GET', '/me', 'tokenNotValid'), null);
    await page.reload();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  });
});
