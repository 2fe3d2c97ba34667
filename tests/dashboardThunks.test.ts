import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HandoffSite } from '../src/api/types';
import { env } from '../src/config/env';
import { selectClinicOnline, selectClinicStatusKnown } from '../src/features/clinicStatus/slice';
import { fetchClinicStatus } from '../src/features/clinicStatus/thunks';
import type { ServiceId } from '../src/features/dashboard/services';
import { openService, type ServiceOutcome } from '../src/features/dashboard/thunks';
import { failNext, setClinicOnline } from '../src/testing/mock-clinic/controls';
import { MOCK_SITE_KEYS, SITE_KEY_HEADER } from '../src/testing/mock-clinic/siteKeys';
import { handoffCodes } from '../src/testing/mock-clinic/handoffStore';
import { server } from '../src/testing/mock-clinic/node';
import { loggedInStore } from './utils/render';
import { type SeededPatient } from './builders/users';

const loggedIn = (email: SeededPatient) => loggedInStore(email);

/** The sister site's server trading a code (docs/calls.md#sister-site-hand-off). */
async function redeem(code: string, site: HandoffSite): Promise<number> {
  const response = await fetch(`${env.apiUrl}/auth/handoff/redeem`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SITE_KEY_HEADER]: MOCK_SITE_KEYS[site] },
    body: JSON.stringify({ code }),
  });
  return response.status;
}

/** The credential an outcome sends to a sister site: /auth/{this}/… */
function credentialOf(outcome: ServiceOutcome): string {
  if (outcome.kind !== 'go' || outcome.target.kind !== 'external') {
    throw new Error(`not a sister site: ${JSON.stringify(outcome)}`);
  }
  return decodeURIComponent(new URL(outcome.target.url).pathname.split('/')[2] ?? '');
}

describe('a dashboard service click', () => {
  it('goes to the booking site with a code of its own, not the session token', async () => {
    const store = await loggedIn('patient@example.com');
    const outcome = await store.dispatch(openService('icbc'));
    const code = credentialOf(outcome);
    expect(outcome).toEqual({
      kind: 'go',
      target: { kind: 'external', url: `https://booking.clinicportal.ca/auth/${code}/I` },
    });
    expect(code).not.toBe(store.getState().auth.token);
    // The code is for the booking site, once.
    expect(await redeem(code, 'medication')).toBe(400);
    const again = credentialOf(await store.dispatch(openService('icbc')));
    expect(await redeem(again, 'booking')).toBe(200);
    expect(await redeem(again, 'booking')).toBe(400);
  });

  it("asks for each sister site's own code, on the press", async () => {
    const store = await loggedIn('patient@example.com');
    const cases: [ServiceId, HandoffSite][] = [
      ['medication', 'medication'],
      ['labTest', 'labTest'],
      ['appointment', 'booking'],
      ['driver', 'booking'],
    ];
    for (const [service, site] of cases) {
      expect(handoffCodes()).toEqual([]);
      const code = credentialOf(await store.dispatch(openService(service)));
      expect(handoffCodes().map((entry) => [entry.code, entry.site])).toEqual([[code, site]]);
      expect(await redeem(code, site)).toBe(200);
    }
  });

  it('asks for no code for sick notes and forms, nor before the pharmacy is chosen', async () => {
    const store = await loggedIn('nopharmacy@example.com');
    expect(await store.dispatch(openService('medication'))).toEqual({ kind: 'choosePharmacy' });
    expect((await store.dispatch(openService('sickNote'))).kind).toBe('go');
    expect((await store.dispatch(openService('form'))).kind).toBe('go');
    expect(handoffCodes()).toEqual([]);
  });

  it('falls back to the session token where the service has no hand-off call (404)', async () => {
    const store = await loggedIn('patient@example.com');
    failNext('POST', '/auth/handoff', '404');
    expect(await store.dispatch(openService('appointment'))).toEqual({
      kind: 'go',
      target: {
        kind: 'external',
        url: `https://booking.clinicportal.ca/auth/${store.getState().auth.token}/null`,
      },
    });
    expect(store.getState().alerts).toEqual([]);
    // Only a 404: the next press asks again, and gets a code.
    expect(credentialOf(await store.dispatch(openService('appointment')))).not.toBe(
      store.getState().auth.token,
    );
  });

  it('never sends the token after a failed hand-off: it says so, and a press again works', async () => {
    const store = await loggedIn('patient@example.com');
    for (const kind of ['500', 'network'] as const) {
      failNext('POST', '/auth/handoff', kind);
      expect(await store.dispatch(openService('medication'))).toEqual({ kind: 'failed' });
    }
    expect(store.getState().alerts.map((alert) => alert.alertType)).toEqual(['danger', 'danger']);
    expect(credentialOf(await store.dispatch(openService('medication')))).not.toBe(
      store.getState().auth.token,
    );
  });

  it('an ended session is refused as on every call, and no address is made', async () => {
    const store = await loggedIn('patient@example.com');
    failNext('POST', '/auth/handoff', 'tokenNotValid');
    expect(await store.dispatch(openService('labTest'))).toEqual({ kind: 'failed' });
    expect(store.getState().alerts.at(-1)).toMatchObject({
      msg: { text: 'Your session has expired. Please log in again.' },
      alertType: 'danger',
    });
  });

  it("shows the service's words for a refusal, and ours for an answer without a code", async () => {
    const store = await loggedIn('patient@example.com');
    server.use(
      http.post(`${env.apiUrl}/auth/handoff`, () =>
        HttpResponse.json({ success: false, message: 'Bookings are paused today.' }),
      ),
    );
    expect(await store.dispatch(openService('appointment'))).toEqual({ kind: 'failed' });
    expect(store.getState().alerts.at(-1)).toMatchObject({
      msg: { text: 'Bookings are paused today.' },
      alertType: 'danger',
    });
    server.use(
      http.post(`${env.apiUrl}/auth/handoff`, () =>
        HttpResponse.json({ success: true, extras: { expiresIn: 60 } }),
      ),
    );
    expect(await store.dispatch(openService('appointment'))).toEqual({ kind: 'failed' });
    expect(store.getState().alerts.at(-1)).toMatchObject({
      msg: { key: 'dashboard:handoffFailed' },
      alertType: 'danger',
    });
  });

  it('asks a patient without a pharmacy to choose one before medication or booking', async () => {
    const store = await loggedIn('nopharmacy@example.com');
    expect(await store.dispatch(openService('medication'))).toEqual({ kind: 'choosePharmacy' });
    expect((await store.dispatch(openService('sickNote'))).kind).toBe('go');
  });

  it('stops a blocked patient with the spec message', async () => {
    const store = await loggedIn('blocked@example.com');
    expect(await store.dispatch(openService('appointment'))).toEqual({ kind: 'blocked' });
    expect(store.getState().alerts[0]).toMatchObject({
      msg: { key: 'dashboard:blocked' },
      alertType: 'danger',
    });
  });

  it('reports a failed pharmacy check and lets the patient try again', async () => {
    const store = await loggedIn('patient@example.com');
    failNext('GET', '/pharmacy/me', '500');
    expect(await store.dispatch(openService('appointment'))).toEqual({ kind: 'failed' });
    expect(store.getState().alerts).toHaveLength(1);
    expect((await store.dispatch(openService('appointment'))).kind).toBe('go');
  });
});

describe('the clinic-system status', () => {
  it('follows GET /services/oscarStatus, and a failure counts as offline', async () => {
    const store = await loggedIn('patient@example.com');
    await store.dispatch(fetchClinicStatus());
    expect(selectClinicOnline(store.getState())).toBe(true);
    expect(selectClinicStatusKnown(store.getState())).toBe(true);
    setClinicOnline(false);
    await store.dispatch(fetchClinicStatus());
    expect(selectClinicOnline(store.getState())).toBe(false);
    setClinicOnline(true);
    failNext('GET', '/services/oscarStatus', 'network');
    await store.dispatch(fetchClinicStatus());
    expect(selectClinicOnline(store.getState())).toBe(false);
  });
});
