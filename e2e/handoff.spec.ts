import { expect, test } from './fixtures';
import {
  CODE,
  codeIn,
  expectHandedOff,
  redeem,
  sessionTokens,
  stubSisterSites,
} from './pages/handoff';
import { steer } from './support';
import { startPatientSession } from './pages/session';

// Issue 28 point 2 (security review E2): a sister site gets a single-use code for it, asked for on
// the press, never the session token; only a service without the hand-off call (404) gets the
// token, as before (docs/dashboard.md#links-out, docs/calls.md#sister-site-hand-off).

const PATIENT = 'patient@example.com';
const REFILL = new RegExp(`^https://refill\\.clinicportal\\.ca/auth/${CODE}$`);

test.describe('the sister-site hand-off', () => {
  test.beforeEach(async ({ page }) => {
    await stubSisterSites(page);
    await startPatientSession(page);
  });

  test('a code works once, for its site, within 60 seconds; each press gets a new one', async ({
    page,
  }) => {
    const refill = page.getByRole('button', { name: 'Medication refill' });
    const codes: string[] = [];
    const press = async () => {
      await refill.click();
      await expect(page).toHaveURL(REFILL);
      codes.push(codeIn(page.url()));
      // Back on the dashboard, where the mock clinic answers the sister site's server.
      await page.goBack();
      await expect(refill).toBeEnabled();
      return codes.at(-1) as string;
    };

    const first = await press();
    // Another site's server cannot use it, and trying spends it.
    expect(await redeem(page, first, 'booking')).toBe(400);
    expect(await redeem(page, first, 'medication')).toBe(400);

    const second = await press();
    expect(await redeem(page, second, 'medication')).toBe(200);
    expect(await redeem(page, second, 'medication')).toBe(400);

    // The service's clock moves on a minute: the code is no longer good.
    const third = await press();
    await steer(page, (mock, ms) => mock.passTime(ms), 60_000);
    expect(await redeem(page, third, 'medication')).toBe(400);

    expect(new Set(codes).size).toBe(3);
  });

  test('without the hand-off call (404), the sister site gets the session token as before', async ({
    page,
  }) => {
    const tokens = await sessionTokens(page, PATIENT);
    await steer(page, (mock) => mock.failNext('POST', '/auth/handoff', '404'), null);
    await page.getByRole('button', { name: 'Family medicine appointment' }).click();
    await expect(page).toHaveURL(/^https:\/\/booking\.clinicportal\.ca\/auth\/[^/]+\/null$/);
    expect(tokens).toContain(codeIn(page.url()));
  });

  test('a failed code call says so, sends nowhere, and a press again works', async ({ page }) => {
    const book = page.getByRole('button', { name: 'ICBC (car crash) appointment' });
    const tokens = await sessionTokens(page, PATIENT);
    await steer(page, (mock) => mock.failNext('POST', '/auth/handoff', '500'), null);
    await book.click();
    await expect(page.getByRole('alert')).toContainText('Error - Internal Server Error');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(book).toBeEnabled();
    await book.click();
    await expectHandedOff(page, 'booking', '/I', tokens);
  });

  test('in Chinese: a failed code call says so, and the press again goes with a code', async ({
    page,
  }) => {
    await page.goto('/dashboard?lang=cn');
    const lab = page.getByRole('button', { name: '化驗及放射檢查' });
    const tokens = await sessionTokens(page, PATIENT);
    await steer(page, (mock) => mock.failNext('POST', '/auth/handoff', '500'), null);
    await lab.click();
    await expect(page.getByRole('alert')).toContainText('錯誤：伺服器內部錯誤');
    await expect(lab).toBeEnabled();
    await lab.click();
    await expectHandedOff(page, 'labTest', '/[0-9a-z]{8}', tokens);
  });
});
