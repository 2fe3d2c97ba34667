import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, meStatusWith, openMenuIfCollapsed, steer, watchSessionTokens } from './support';

// Issue 14, points 1, 2, 3 and 7: one session across tabs and closed browsers, ended on the
// service too, and no service for a blocked account however it is reached.

const IDLE = /logged out after 5 minutes without activity/;
const ELSEWHERE =
  'You were logged out in another tab or window of the portal. Please log in again.';
const EXPIRED = 'Your session has expired. Please log in again.';
const BLOCKED =
  'Your account has been blocked. Please walk-in to the clinic during our regular business hours.';
const MINUTE = 60_000;

/** The login's shared mark (the token itself is in no storage: docs/session-security.md). */
const storedMark = (page: Page) => page.evaluate(() => window.localStorage.getItem('session'));

async function logOutFromMenu(page: Page): Promise<void> {
  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function openMessages(page: Page): Promise<void> {
  await page.goto('/message');
  await expect(page.getByRole('heading', { level: 1, name: 'My Messages' })).toBeVisible();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
}

/** Nothing of the patient is left on screen: their name, their messages. */
async function expectNoPatientText(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toContain('Mei Chen');
  expect(text).not.toContain('Page 1 of 2');
}

/**
 * The patient logs in, closes the browser and reopens it `ago` after their last activity: `use`
 * gets a tab of the reopened browser (its own context, with the storage the first one kept).
 */
async function reopenedAfter(
  browser: Browser,
  page: Page,
  ago: number,
  use: (tab: Page) => Promise<void>,
): Promise<void> {
  await logIn(page, 'patient@example.com');
  const state = await page.context().storageState();
  for (const origin of state.origins) {
    const entry = origin.localStorage.find((item) => item.name === 'lastActivity');
    if (!entry) throw new Error('no lastActivity stored with the session');
    entry.value = String(Date.now() - ago);
  }
  const { baseURL, locale, timezoneId, viewport } = test.info().project.use;
  const reopened = await browser.newContext({
    storageState: state,
    baseURL,
    locale,
    timezoneId,
    viewport,
  });
  try {
    await use(await reopened.newPage());
  } finally {
    await reopened.close();
  }
}

/** The patient logged in in `page`, with a second tab of the portal showing their messages. */
async function secondTab(page: Page, context: BrowserContext): Promise<Page> {
  await logIn(page, 'patient@example.com');
  const other = await context.newPage();
  await openMessages(other);
  return other;
}

/** The second tab shows /login within a second, saying why, with nothing of the patient left. */
async function expectEnded(other: Page, notice: string): Promise<void> {
  await expect(other).toHaveURL(/\/login$/, { timeout: 1_000 });
  await expect(other.getByText(notice)).toBeVisible();
  await expectNoPatientText(other);
}

test.describe('one session across tabs', () => {
  test('a logout in one tab ends it in the other within a second @phone', async ({
    page,
    context,
  }) => {
    const other = await secondTab(page, context);
    await logOutFromMenu(page);
    await expectEnded(other, ELSEWHERE);
  });

  test("another patient's login ends the first patient's session, whose tab never sends the new token", async ({
    page,
    context,
  }) => {
    const other = await secondTab(page, context);
    const sent = watchSessionTokens(other).all;
    const sentHere = watchSessionTokens(page).all;
    await other.reload();
    await expect(other.getByText('Page 1 of 2')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const first = sentHere.at(-1);
    await logOutFromMenu(page);
    // Sent from here on: the new login's (the logout's own call, with the first token, is out).
    const afterLogout = sentHere.length;
    await logIn(page, 'nopharmacy@example.com');
    const second = sentHere.slice(afterLogout)[0];
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    await expectEnded(other, ELSEWHERE);
    expect(second).not.toBe(first);
    expect(sent).toContain(first);
    expect(sent).not.toContain(second);
  });

  test('a tab that finds another session stored sends nothing with it and lets go of its own', async ({
    page,
  }) => {
    await logIn(page, 'patient@example.com');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sent = watchSessionTokens(page).all;
    // As if another tab had logged someone in a moment ago, its storage event still on its way:
    // this tab's next call must not go out as its patient any more. The patient opens their
    // messages in the same instant.
    await openMenuIfCollapsed(page);
    await page.evaluate(() => {
      window.localStorage.setItem('session', 'another-patients-mark');
      document.querySelector<HTMLAnchorElement>('a[href="/message"]')?.click();
    });
    await expect(page).toHaveURL(/\/login$/);
    await expectNoPatientText(page);
    expect(sent).toEqual([]);
    expect(await storedMark(page)).toBe('another-patients-mark');
  });

  test('a refused token in one tab ends the session in the other with the expired notice', async ({
    page,
    context,
  }) => {
    const other = await secondTab(page, context);
    await steer(page, (mock) => mock.failNext('GET', '/me', 'tokenNotValid'), null);
    await page.reload();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
    await expectEnded(other, EXPIRED);
  });

  test('an answer that arrives after the session ended changes nothing', async ({
    page,
    context,
  }) => {
    await logIn(page, 'patient@example.com');
    const other = await context.newPage();
    await other.goto('/account');
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await steer(other, (mock) => mock.setLatency(1_500), null);
    await other.getByRole('link', { name: 'Messages' }).first().click();
    await logOutFromMenu(page);
    await expect(other).toHaveURL(/\/login$/, { timeout: 1_000 });
    // The messages answer lands now: no list, no alert, still the login page.
    await other.waitForTimeout(2_000);
    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByRole('alert').filter({ hasNotText: ELSEWHERE })).toHaveCount(0);
    await expectNoPatientText(other);
  });
});

test.describe('the session ends on the service too', () => {
  test('after a logout its token is refused', async ({ page }) => {
    const sent = watchSessionTokens(page).all;
    await logIn(page, 'patient@example.com');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const token = sent.at(-1);
    expect(token).toBeDefined();
    await logOutFromMenu(page);
    expect(await meStatusWith(page, token)).toBe(401);
  });

  test('a service that cannot log out changes nothing for the patient', async ({ page }) => {
    await logIn(page, 'patient@example.com');
    await steer(page, (mock) => mock.failNext('POST', '/logout', 'network'), null);
    await logOutFromMenu(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await storedMark(page)).toBeNull();
  });
});

test.describe('idle at boot, on return and after a closed browser', () => {
  test('a browser reopened 10 minutes after the last activity shows /login and never asks /me', async ({
    page,
    browser,
  }) => {
    await reopenedAfter(browser, page, 10 * MINUTE, async (tab) => {
      const asked: string[] = [];
      tab.on('request', (request) => {
        if (/\/me$/.test(new URL(request.url()).pathname)) asked.push(request.url());
      });
      await tab.goto('/dashboard');
      await expect(tab).toHaveURL(/\/login$/);
      await expect(tab.getByText(IDLE)).toBeVisible();
      await expectNoPatientText(tab);
      expect(asked).toEqual([]);
      expect(await storedMark(tab)).toBeNull();
    });
  });

  test('within the 5 minutes the session is kept, and opening it does not count as activity', async ({
    page,
    browser,
  }) => {
    await reopenedAfter(browser, page, 2 * MINUTE, async (tab) => {
      await tab.goto('/dashboard');
      await expect(tab.getByRole('heading', { name: 'Welcome, Mei Chen' })).toBeVisible();
      const kept = Number(await tab.evaluate(() => window.localStorage.getItem('lastActivity')));
      expect(Date.now() - kept).toBeGreaterThanOrEqual(2 * MINUTE - 5_000);
    });
  });

  for (const event of ['visibilitychange', 'pageshow'] as const) {
    test(`a tab shown again after 5 idle minutes ends the session (${event})`, async ({
      browser,
    }) => {
      const { baseURL, locale, timezoneId, viewport } = test.info().project.use;
      // Its own context: the clock is installed for a whole context.
      const own = await browser.newContext({ baseURL, locale, timezoneId, viewport });
      try {
        await own.clock.install();
        const tab = await own.newPage();
        await logIn(tab, 'patient@example.com');
        // The computer slept: time moved on, and no timer ran meanwhile.
        await own.clock.setSystemTime(Date.now() + 6 * MINUTE);
        await tab.evaluate((name) => {
          if (name === 'pageshow') {
            window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
          } else document.dispatchEvent(new Event('visibilitychange'));
        }, event);
        await expect(tab).toHaveURL(/\/login$/, { timeout: 2_000 });
        await expect(tab.getByText(IDLE)).toBeVisible();
        await expectNoPatientText(tab);
      } finally {
        await own.close();
      }
    });
  }
});

test.describe('a blocked patient cannot start or pay for any service', () => {
  const addresses = [
    '/medicalInfo?formType=sick-note',
    '/medicalInfo?formType=school-work-form',
    '/medicalInfo/edit',
    '/sick-note',
    '/school-work-form',
    '/sick-note/payment',
    '/school-work-form/payment',
    '/school-work-form/upload/any-form',
    '/school-work-form/upload-token/upload-demo-token',
  ];

  // At 1280 px only: which addresses refuse a blocked patient does not depend on the width.
  test('typed addresses show the blocked text and no form or card field', async ({ page }) => {
    await logIn(page, 'blocked@example.com');
    for (const address of addresses) {
      await page.goto(address);
      await expect(page.getByRole('alert').filter({ hasText: BLOCKED }), address).toBeVisible();
      // Nor does a mailed link's token stay in the address.
      await expect(page).not.toHaveURL(/upload-demo-token/);
      await expect(page.getByRole('textbox'), address).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Pay|Continue|Save|Upload/ })).toHaveCount(0);
    }
  });

  test("/medicalform's FILL OUT MY FORM leads to the blocked text, in Chinese too", async ({
    page,
  }) => {
    await logIn(page, 'blocked@example.com');
    await page.goto('/medicalform');
    await page.getByRole('link', { name: 'FILL OUT MY FORM' }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: BLOCKED })).toBeVisible();
    await page.goto('/sick-note?lang=cn');
    await expect(page.getByRole('alert')).toHaveText('您的帳戶已被停用。請於應診時間內親臨診所。');
    await page.getByRole('link', { name: '返回我的主頁' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('while the clinic system is offline, a request cannot be continued @phone', async ({
  page,
}) => {
  await logIn(page, 'patient@example.com');
  await page.goto('/school-work-form');
  const proceed = page.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeEnabled();
  // A patient's first action opens the live channel (docs/constants.md#first-load-budget); left
  // alone, the page hears of the outage only when the channel opens by itself after 10 s, later
  // than the 7 s this test waits on a loaded machine.
  await page.keyboard.press('Shift');
  await steer(page, (mock) => mock.setClinicOnline(false), null);
  await expect(page.getByText(/The clinic's system is offline at the moment/)).toBeVisible();
  await expect(proceed).toBeDisabled();
  await steer(page, (mock) => mock.setClinicOnline(true), null);
  await expect(proceed).toBeEnabled();
});
