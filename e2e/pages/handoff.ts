import { expect, type Page } from '@playwright/test';
import type { HandoffSite } from '../../src/api/types';
import { MOCK_SITE_KEYS, SITE_KEY_HEADER } from '../../src/testing/mock-clinic/siteKeys';

// The sister sites' side of the hand-off (docs/calls.md#sister-site-hand-off), played by the tests
// on the mock build: what the service knows of the patient's sessions, what a sister site's
// address holds, and the site's server trading the code.

/** The sister sites the dashboard hands the patient to (the production defaults of src/config/env.ts). */
export const SISTER_SITES = {
  medication: 'https://refill.clinicportal.ca',
  labTest: 'https://labtest.clinicportal.ca',
  booking: 'https://booking.clinicportal.ca',
} as const satisfies Record<HandoffSite, string>;

/** A hand-off code as the mock clinic makes them (64 hex digits; a session token looks alike). */
export const CODE = '[0-9a-f]{64}';

/** The sister sites cannot load here: their hand-off pages are answered so the address can be read. */
export async function stubSisterSites(page: Page) {
  for (const origin of Object.values(SISTER_SITES)) {
    await page.route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Sister site</title><h1>ok</h1>' }),
    );
  }
}

/**
 * Every session token the mock clinic holds for the account, read from its own table (not from
 * the portal's storage, which holds no token once the session lives in memory). On a portal page.
 */
export function sessionTokens(page: Page, email: string): Promise<string[]> {
  return page.evaluate((wanted) => {
    const db = JSON.parse(localStorage.getItem('mockClinic.db.v1') ?? '{}') as {
      users?: { profile: { id: string; email: string } }[];
      sessions?: { token: string; userId: string }[];
    };
    const id = db.users?.find((user) => user.profile.email === wanted)?.profile.id;
    return (db.sessions ?? []).filter((s) => s.userId === id).map((s) => s.token);
  }, email);
}

/** The code in a sister site's address `/auth/{code}/…`. */
export function codeIn(address: string): string {
  return decodeURIComponent(new URL(address).pathname.split('/')[2] ?? '');
}

/**
 * The page went to the sister site `site` with a hand-off code and `tail` after it (a regular
 * expression: the spec's suffix), and with none of the account's session tokens.
 */
export async function expectHandedOff(
  page: Page,
  site: HandoffSite,
  tail: string,
  tokens: readonly string[],
) {
  const origin = SISTER_SITES[site].replace(/\./g, '\\.');
  await expect(page).toHaveURL(new RegExp(`^${origin}/auth/${CODE}${tail}$`));
  expectCodeNotToken(page.url(), tokens);
}

/** The address holds a hand-off code, and none of the account's session tokens. */
export function expectCodeNotToken(address: string, tokens: readonly string[]) {
  expect(tokens.length, 'the mock clinic holds the session').toBeGreaterThan(0);
  expect(codeIn(address)).toMatch(new RegExp(`^${CODE}$`));
  for (const token of tokens) expect(address).not.toContain(token);
}

/**
 * The sister site's server trades the code with its own key: the answer's status (200 once, for
 * its site, within 60 s; 400 otherwise). Sent from a portal page, where the mock clinic answers.
 */
export function redeem(page: Page, code: string, site: HandoffSite): Promise<number> {
  return page.evaluate(
    async ({ code, key, header }) => {
      const response = await fetch('https://api.mock-clinic.invalid/auth/handoff/redeem', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [header]: key },
        body: JSON.stringify({ code }),
      });
      return response.status;
    },
    { code, key: MOCK_SITE_KEYS[site], header: SITE_KEY_HEADER },
  );
}
