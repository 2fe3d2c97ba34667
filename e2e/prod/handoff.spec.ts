import type { APIRequestContext } from '@playwright/test';
import type { HandoffSite } from '../../src/api/types';
import { MOCK_SITE_KEYS, SITE_KEY_HEADER } from '../../src/testing/mock-clinic/siteKeys';
import { serviceUrl } from '../../scripts/e2e-prod-env.mjs';
import { watchSessionTokens } from '../support';
import { expect, logIn, test, type Page } from './fixtures';

// Issue 28 point 2 (security review E2) on the production bundle under nginx, against
// `npm run mock-server` over HTTP: a sister site's address holds a single-use code, which the
// site's server trades once, for its site, within 60 s; a service without the call (404) gets
// the session token as before (docs/dashboard.md#links-out, docs/calls.md#sister-site-hand-off).

const CODE = '[0-9a-f]{64}';
const SITES: Record<HandoffSite, string> = {
  medication: 'https://refill.clinicportal.ca',
  labTest: 'https://labtest.clinicportal.ca',
  booking: 'https://booking.clinicportal.ca',
};

/** The sister sites cannot load here: their hand-off pages are answered so the address can be read. */
async function stubSisterSites(page: Page) {
  for (const origin of Object.values(SITES)) {
    await page.route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Sister site</title><h1>ok</h1>' }),
    );
  }
}

/** A site's origin, as a regular expression. */
const at = (site: HandoffSite) => SITES[site].replace(/\./g, '\\.');

const codeIn = (address: string) =>
  decodeURIComponent(new URL(address).pathname.split('/')[2] ?? '');

/** Presses a service and returns the code its sister site was sent, after checking the address. */
async function pressFor(page: Page, button: string, shape: RegExp, tokens: string[]) {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(shape);
  const address = page.url();
  expect(tokens.length, 'the page has called the service with its session').toBeGreaterThan(0);
  for (const token of tokens) expect(address).not.toContain(token);
  return codeIn(address);
}

/** The sister site's server trading a code with its own key, server to server. */
async function redeem(request: APIRequestContext, code: string, site: HandoffSite) {
  const response = await request.post(`${serviceUrl}/auth/handoff/redeem`, {
    headers: { [SITE_KEY_HEADER]: MOCK_SITE_KEYS[site] },
    data: { code },
  });
  const body = (await response.json()) as { success: boolean; extras?: { accessToken?: string } };
  return { status: response.status(), token: body.extras?.accessToken };
}

test('a sister site gets a code, which works once, for its site, within 60 seconds', async ({
  page,
  request,
  service,
}) => {
  await stubSisterSites(page);
  const tokens = watchSessionTokens(page).all;
  await logIn(page, 'patient@example.com');

  const refill = await pressFor(
    page,
    'Medication refill',
    new RegExp(`^${at('medication')}/auth/${CODE}$`),
    tokens,
  );
  const traded = await redeem(request, refill, 'medication');
  expect(traded.status).toBe(200);
  // The site gets a token of its own, not the portal's.
  expect(tokens).not.toContain(traded.token);
  expect((await redeem(request, refill, 'medication')).status).toBe(400);

  await page.goBack();
  const booking = await pressFor(
    page,
    'ICBC (car crash) appointment',
    new RegExp(`^${at('booking')}/auth/${CODE}/I$`),
    tokens,
  );
  // Another site's server cannot use it, and its try spends it.
  expect((await redeem(request, booking, 'medication')).status).toBe(400);
  expect((await redeem(request, booking, 'booking')).status).toBe(400);

  await page.goBack();
  const lab = await pressFor(
    page,
    'Lab and radiology tests',
    new RegExp(`^${at('labTest')}/auth/${CODE}/[0-9a-z]{8}$`),
    tokens,
  );
  await service.post('pass-time', { ms: 60_000 });
  expect((await redeem(request, lab, 'labTest')).status).toBe(400);
});

test('in Chinese: a failed code call says so, and a press again goes with a code', async ({
  page,
  request,
  service,
  problems,
}) => {
  problems.allow(/status of 500|\/auth\/handoff/);
  await stubSisterSites(page);
  const tokens = watchSessionTokens(page).all;
  await logIn(page, 'patient@example.com');
  await page.goto('/dashboard?lang=cn');
  const book = page.getByRole('button', { name: '預約家庭醫學門診' });
  await service.post('fail-next', { method: 'POST', path: '/auth/handoff', kind: '500' });
  await book.click();
  await expect(page.getByRole('alert')).toContainText('錯誤：伺服器內部錯誤');
  await expect(page).toHaveURL(/\/dashboard(\?lang=cn)?$/);
  await expect(book).toBeEnabled();
  const code = await pressFor(
    page,
    '預約家庭醫學門診',
    new RegExp(`^${at('booking')}/auth/${CODE}/null$`),
    tokens,
  );
  expect((await redeem(request, code, 'booking')).status).toBe(200);
});

test('a service without the hand-off call (404): the sister site gets the session token as before', async ({
  page,
  service,
  problems,
}) => {
  problems.allow(/status of 404|\/auth\/handoff/);
  await stubSisterSites(page);
  const tokens = watchSessionTokens(page).all;
  await logIn(page, 'patient@example.com');
  await service.post('fail-next', { method: 'POST', path: '/auth/handoff', kind: '404' });
  await page.getByRole('button', { name: 'Family medicine appointment' }).click();
  await expect(page).toHaveURL(new RegExp(`^${at('booking')}/auth/[^/]+/null$`));
  expect(tokens).toContain(codeIn(page.url()));
});
