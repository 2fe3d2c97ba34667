import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, logIn, meStatusWith, steer, watchSessionTokens } from './support';
import { logOutByAddress } from './pages/login';
import { AUTH_DEMO_TOKEN } from '../src/testing/mock-clinic/seed';

// Issue 14 points 9 and 5 (security review finding 12): a mailed login link never silently
// switches the patient who is logged in into another account, works once, and its token leaves
// the address bar as soon as the page has read it.

const LINK = `/auth-message/${AUTH_DEMO_TOKEN}`;
const KEPT = 'authLink.token';

const kept = (page: Page) => page.evaluate((key) => window.sessionStorage.getItem(key), KEPT);

const alertWith = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });

test.describe('a login link while a patient is logged in', () => {
  test('asks first; Stay logged in keeps the patient and does not use the link', async ({
    page,
  }) => {
    await logIn(page, 'nopharmacy@example.com');
    await page.goto(LINK);

    const heading = page.getByRole('heading', { level: 1, name: 'You are already logged in' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByText('You are logged in as Priya Sharma.')).toBeVisible();
    // The token has left the address bar; the tab keeps it until it is used or declined.
    await expect(page).toHaveURL(/\/auth-message$/);
    expect(await kept(page)).toBe(AUTH_DEMO_TOKEN);
    await expectNoAxeViolations(page);

    // A reload still finds the link, and still asks.
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page).toHaveURL(/\/auth-message$/);

    await page.getByRole('button', { name: 'Stay logged in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Priya Sharma' })).toBeVisible();
    expect(await kept(page)).toBeNull();

    // Not used: it still logs Mei Chen in, once asked again.
    await page.goto(LINK);
    await page.getByRole('button', { name: 'Log out and continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Mei Chen' })).toBeVisible();
  });

  test('Log out and continue ends the session, then uses the link, which works once', async ({
    page,
  }) => {
    const tokens = watchSessionTokens(page);
    await logIn(page, 'nopharmacy@example.com');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const before = tokens.last();
    await page.goto(LINK);
    await page.getByRole('button', { name: 'Log out and continue' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Mei Chen' })).toBeVisible();
    await expect(page.getByText('Priya Sharma')).toHaveCount(0);
    expect(await kept(page)).toBeNull();
    // The earlier session ended on the service too: its token is refused.
    expect(await meStatusWith(page, before)).toBe(401);

    // The link was used: a second use is refused like an unknown link.
    await logOutByAddress(page);
    await page.goto(LINK);
    await expect(alertWith(page, 'This link is not valid or has expired.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await kept(page)).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('asks in Traditional Chinese', { tag: '@phone' }, async ({ page }) => {
    await logIn(page, 'nopharmacy@example.com');
    await page.goto(`${LINK}?lang=cn`);
    await expect(page.getByRole('heading', { level: 1, name: '您已經登入' })).toBeFocused();
    await expect(page.getByText('您目前以 Priya Sharma 的身份登入。')).toBeVisible();
    await expect(page.getByRole('button', { name: '登出並繼續' })).toBeVisible();
    await expect(page.getByRole('button', { name: '保持登入' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('a login link opened by a visitor', () => {
  test('logs in without the token ever staying in the address, and is then forgotten', async ({
    page,
  }) => {
    await page.goto('/');
    // Slow answers hold the page at the clean address while the link is traded.
    await steer(page, (mock) => mock.setLatency(1_500), null);
    await page.goto(LINK);
    await expect(page).toHaveURL(/\/auth-message$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Logging you in' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Welcome, Mei Chen' })).toBeVisible();
    expect(await kept(page)).toBeNull();
    expect(page.url()).not.toContain(AUTH_DEMO_TOKEN);
  });
});

// Issue 16 point 8 (docs/account.md#login-by-link): a login link that has lost its token says
// 'no token detected' and goes to /, instead of the page-not-found page.
test.describe('a login link without its token', () => {
  test("/auth-message/ says 'no token detected' and goes home", async ({ page }) => {
    await page.goto('/auth-message/');
    await expect(alertWith(page, 'no token detected')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    // Nobody was logged in by it.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('says so in Traditional Chinese', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/auth-message/?lang=cn');
    await expect(alertWith(page, '未能偵測到登入憑證。')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectNoAxeViolations(page);
  });
});
