// @vitest-environment node
// The sister-site hand-off as the mock clinic answers it (docs/calls.md#sister-site-hand-off): the
// portal asks for a code, the sister site's server trades it, once, for its site, within 60 s.
import { describe, expect, it } from 'vitest';
import type { HandoffSite } from '../../src/api/types';
import { ALLOWED_REQUEST_HEADERS } from '../../src/testing/mock-clinic/server/cors';
import { failNext, passTime, reset } from '../../src/testing/mock-clinic/controls';
import { MOCK_SITE_KEYS, SITE_KEY_HEADER } from '../../src/testing/mock-clinic/siteKeys';
import { api, getJson, postJson, tokenFor } from './helpers';
import { sendsOffContract } from '../utils/offContract';

const INVALID = { success: false, message: 'This code is not valid or has expired.' };

async function askCode(token: string, site: HandoffSite | string = 'booking') {
  return postJson('/auth/handoff', { site }, token);
}

async function codeFor(token: string, site: HandoffSite = 'booking'): Promise<string> {
  const { status, body } = await askCode(token, site);
  expect(status).toBe(200);
  return (body.extras as { code: string }).code;
}

/** What a sister site's server sends: its own key, the code it was given. */
async function redeem(code: unknown, key: string | null = MOCK_SITE_KEYS.booking) {
  const response = await fetch(api('/auth/handoff/redeem'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key ? { [SITE_KEY_HEADER]: key } : {}) },
    body: JSON.stringify({ code }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /auth/handoff', () => {
  sendsOffContract();
  it('gives a code for one site, valid 60 seconds, that is not the session token', async () => {
    const token = await tokenFor('patient@example.com');
    const { status, body } = await askCode(token, 'medication');
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      extras: { code: expect.stringMatching(/^[0-9a-f]{64}$/), expiresIn: 60 },
    });
    expect((body.extras as { code: string }).code).not.toBe(token);
  });

  it('a new code on every call', async () => {
    const token = await tokenFor('patient@example.com');
    expect(await codeFor(token)).not.toBe(await codeFor(token));
  });

  it('refuses a missing or ended session with the usual tokenNotValid answer', async () => {
    const token = await tokenFor('patient@example.com');
    await postJson('/logout', {}, token);
    for (const answer of [await askCode(token), await postJson('/auth/handoff', {})]) {
      expect(answer).toEqual({
        status: 401,
        body: { type: 'tokenNotValid', message: 'Your session has expired. Please log in again.' },
      });
    }
  });

  it('refuses an unknown site with 400', async () => {
    const token = await tokenFor('patient@example.com');
    for (const site of ['', 'immigration', 'Booking']) {
      expect(await askCode(token, site)).toEqual({
        status: 400,
        body: { success: false, message: 'Unknown site.' },
      });
    }
  });

  it('refuses a blocked account', async () => {
    const { status } = await askCode(await tokenFor('blocked@example.com'));
    expect(status).toBe(403);
  });

  it("answers 404 when told to act as a service without the call ('404' fault)", async () => {
    const token = await tokenFor('patient@example.com');
    failNext('POST', '/auth/handoff', '404');
    expect(await askCode(token)).toEqual({ status: 404, body: { message: 'Not Found' } });
    expect((await askCode(token)).status).toBe(200);
  });
});

describe('POST /auth/handoff/redeem (the sister site, server to server)', () => {
  sendsOffContract();
  it("trades the code once for a token of the patient's own, not the portal's", async () => {
    const token = await tokenFor('patient@example.com');
    const code = await codeFor(token, 'booking');
    const first = await redeem(code, MOCK_SITE_KEYS.booking);
    expect(first).toEqual({
      status: 200,
      body: { success: true, extras: { accessToken: expect.any(String), site: 'booking' } },
    });
    const siteToken = (first.body.extras as { accessToken: string }).accessToken;
    expect(siteToken).not.toBe(token);
    const me = await getJson('/me', siteToken);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('patient@example.com');
    expect(await redeem(code, MOCK_SITE_KEYS.booking)).toEqual({ status: 400, body: INVALID });
  });

  it("works only for its site: another site's try spends it", async () => {
    const token = await tokenFor('patient@example.com');
    const code = await codeFor(token, 'medication');
    expect(await redeem(code, MOCK_SITE_KEYS.labTest)).toEqual({ status: 400, body: INVALID });
    expect(await redeem(code, MOCK_SITE_KEYS.medication)).toEqual({ status: 400, body: INVALID });
  });

  it("works within 60 seconds on the service's clock, and not at 60", async () => {
    const token = await tokenFor('patient@example.com');
    const inTime = await codeFor(token, 'labTest');
    const late = await codeFor(token, 'labTest');
    passTime(59_000);
    expect((await redeem(inTime, MOCK_SITE_KEYS.labTest)).status).toBe(200);
    passTime(1_000);
    expect(await redeem(late, MOCK_SITE_KEYS.labTest)).toEqual({ status: 400, body: INVALID });
  });

  it('opens nothing once the session that asked for it has ended', async () => {
    const token = await tokenFor('patient@example.com');
    const code = await codeFor(token);
    await postJson('/logout', {}, token);
    expect(await redeem(code)).toEqual({ status: 400, body: INVALID });
  });

  it('refuses a caller without a site key, and that spends nothing', async () => {
    const code = await codeFor(await tokenFor('patient@example.com'));
    for (const key of [null, 'guess', MOCK_SITE_KEYS.booking.toUpperCase()]) {
      expect(await redeem(code, key)).toEqual({
        status: 401,
        body: { success: false, message: 'Unknown site key.' },
      });
    }
    expect((await redeem(code)).status).toBe(200);
  });

  it('gives one answer to an unknown, empty or malformed code', async () => {
    for (const code of ['0'.repeat(64), '', 42, null]) {
      expect(await redeem(code)).toEqual({ status: 400, body: INVALID });
    }
  });

  it('forgets every code on reset', async () => {
    const code = await codeFor(await tokenFor('patient@example.com'));
    reset();
    expect(await redeem(code)).toEqual({ status: 400, body: INVALID });
  });

  it('cannot be called from a page: a browser may not send the site key (CORS)', () => {
    expect(ALLOWED_REQUEST_HEADERS.map((name) => name.toLowerCase())).not.toContain(
      SITE_KEY_HEADER,
    );
  });
});
