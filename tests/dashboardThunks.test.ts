import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HandoffSite } from '../src/api/types';
import { env } from '../src/config/env';
import { selectClinicOnline, selectClinicStatusKnown } from '../src/features/clinicStatus/slice';
import { fetchClinicStatus } from '../src/features/clinicStatus/thunks';
import type { ServiceId } from '../src/features/dashboard/services';
import { openService, savePreferredPharmacy } from '../src/features/dashboard/thunks';
import { failureOf } from '../src/state/serviceThunk';
import { failNext, setClinicOnline } from '../src/testing/mock-clinic/controls';
import { MOCK_SITE_KEYS, SITE_KEY_HEADER } from '../src/testing/mock-clinic/siteKeys';
import { handoffCodes } from '../src/testing/mock-clinic/handoffStore';
import { server } from '../src/testing/mock-clinic/node';
import { loggedInStore } from './utils/render';
import { db } from '../src/testing/mock-clinic/db';
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

type Store = Awaited<ReturnType<typeof loggedIn>>;

/** Where a click leads (null: nowhere), or 'failed' with the failure's words. */
async function click(store: Store, service: ServiceId) {
  const result = await store.dispatch(openService(service));
  const failure = failureOf(result);
  if (failure) return { failed: failure.msg };
  return openService.fulfilled.match(result) ? result.payload : null;
}

/** The credential a step sends to a sister site: /auth/{this}/… */
function credentialFrom(step: Awaited<ReturnType<typeof click>>): string {
  if (step === null || !('kind' in step) || step.kind !== 'external') {
    throw new Error(`not a sister site: ${JSON.stringify(step)}`);
  }
  return decodeURIComponent(new URL(step.url).pathname.split('/')[2] ?? '');
}

const credentialOf = async (store: Store, service: ServiceId) =>
  credentialFrom(await click(store, service));

describe('a dashboard service click', () => {
  it('goes to the booking site with a code of its own, not the session token', async () => {
    const store = await loggedIn('patient@example.com');
    const step = await click(store, 'icbc');
    const code = credentialFrom(step);
    expect(step).toEqual({
      kind: 'external',
      url: `https://booking.clinicportal.ca/auth/${code}/I`,
    });
    expect(code).not.toBe(store.getState().auth.token);
    // The code is for the booking site, once.
    expect(await redeem(code, 'medication')).toBe(400);
    const again = await credentialOf(store, 'icbc');
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
      const code = await credentialOf(store, service);
      expect(handoffCodes().map((entry) => [entry.code, entry.site])).toEqual([[code, site]]);
      expect(await redeem(code, site)).toBe(200);
    }
  });

  it('asks for no code for sick notes and forms, nor before the pharmacy is chosen', async () => {
    const store = await loggedIn('nopharmacy@example.com');
    expect(await click(store, 'medication')).toEqual({ kind: 'choosePharmacy' });
    expect(await click(store, 'sickNote')).toEqual({
      kind: 'internal',
      path: '/medicalInfo?formType=sick-note',
    });
    expect(await click(store, 'form')).toEqual({
      kind: 'internal',
      path: '/medicalInfo?formType=school-work-form',
    });
    expect(handoffCodes()).toEqual([]);
  });

  it('falls back to the session token where the service has no hand-off call (404)', async () => {
    const store = await loggedIn('patient@example.com');
    failNext('POST', '/auth/handoff', '404');
    expect(await click(store, 'appointment')).toEqual({
      kind: 'external',
      url: `https://booking.clinicportal.ca/auth/${store.getState().auth.token}/null`,
    });
    expect(store.getState().alerts).toEqual([]);
    // Only a 404: the next press asks again, and gets a code.
    expect(await credentialOf(store, 'appointment')).not.toBe(store.getState().auth.token);
  });

  it('never sends the token after a failed hand-off: it says so, and a press again works', async () => {
    const store = await loggedIn('patient@example.com');
    for (const kind of ['500', 'network'] as const) {
      failNext('POST', '/auth/handoff', kind);
      expect(await click(store, 'medication')).toHaveProperty('failed');
    }
    // The generic handler's alert: 'Error - Internal Server Error', then 'Error - Network Error'.
    expect(store.getState().alerts.map(({ alertType, titled }) => [alertType, titled])).toEqual([
      ['danger', true],
      ['danger', true],
    ]);
    expect(store.getState().alerts.at(-1)?.msg).toEqual({ key: 'common:errors.networkError' });
    expect(store.getState().auth.apiUnavailable).toBe(true);
    expect(await credentialOf(store, 'medication')).not.toBe(store.getState().auth.token);
  });

  it('an ended session is refused as on every call, and no address is made', async () => {
    const store = await loggedIn('patient@example.com');
    failNext('POST', '/auth/handoff', 'tokenNotValid');
    expect(await click(store, 'labTest')).toEqual({
      failed: { text: 'Your session has expired. Please log in again.' },
    });
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
    expect(await click(store, 'appointment')).toEqual({
      failed: { text: 'Bookings are paused today.' },
    });
    // In the service's own words: no 'Error - ' title.
    expect(store.getState().alerts.at(-1)).toEqual(
      expect.objectContaining({ msg: { text: 'Bookings are paused today.' }, alertType: 'danger' }),
    );
    expect(store.getState().alerts.at(-1)).not.toHaveProperty('titled');
    server.use(
      http.post(`${env.apiUrl}/auth/handoff`, () =>
        HttpResponse.json({ success: true, extras: { expiresIn: 60 } }),
      ),
    );
    expect(await click(store, 'appointment')).toEqual({
      failed: { key: 'dashboard:handoffFailed' },
    });
    expect(store.getState().alerts.at(-1)).toMatchObject({
      msg: { key: 'dashboard:handoffFailed' },
      alertType: 'danger',
    });
    expect(store.getState().alerts.at(-1)).not.toHaveProperty('titled');
  });

  it('asks a patient without a pharmacy to choose one before medication or booking', async () => {
    const store = await loggedIn('nopharmacy@example.com');
    expect(await click(store, 'medication')).toEqual({ kind: 'choosePharmacy' });
    expect(await click(store, 'sickNote')).toMatchObject({ kind: 'internal' });
  });

  it('sends a patient whose details need confirming to /account', async () => {
    const store = await loggedIn('update@example.com');
    expect(await click(store, 'appointment')).toEqual({ kind: 'internal', path: '/account' });
  });

  it('stops a blocked patient with the spec message', async () => {
    const store = await loggedIn('blocked@example.com');
    expect(await click(store, 'appointment')).toEqual({ failed: { key: 'dashboard:blocked' } });
    expect(store.getState().alerts).toHaveLength(1);
    expect(store.getState().alerts[0]).toMatchObject({
      msg: { key: 'dashboard:blocked' },
      alertType: 'danger',
    });
    expect(store.getState().alerts[0]).not.toHaveProperty('titled');
  });

  it('reports a failed pharmacy check and lets the patient try again', async () => {
    const store = await loggedIn('patient@example.com');
    failNext('GET', '/pharmacy/me', '500');
    expect(await click(store, 'appointment')).toHaveProperty('failed');
    expect(store.getState().alerts).toHaveLength(1);
    expect(store.getState().alerts[0]).toMatchObject({ titled: true, alertType: 'danger' });
    expect(await click(store, 'appointment')).toMatchObject({ kind: 'external' });
  });
});

describe('saving the preferred pharmacy (docs/dashboard.md#pharmacy-dialog)', () => {
  const refusing = (body: object) =>
    server.use(
      http.post(`${env.apiUrl}/pharmacy/addPreferredPharmacy`, () => HttpResponse.json(body)),
    );

  it('keeps the pharmacy on the patient, and the click then goes on', async () => {
    const store = await loggedIn('nopharmacy@example.com');
    const pharmacy = db.state.pharmacies[0]!;
    expect(failureOf(await store.dispatch(savePreferredPharmacy(pharmacy)))).toBeNull();
    expect(store.getState().user.data?.preferredPharmacy).toMatchObject({ name: pharmacy.name });
    expect(await click(store, 'appointment')).toMatchObject({ kind: 'external' });
  });

  it("a refusal says the service's words, else ours, without the 'Error - ' title", async () => {
    const store = await loggedIn('nopharmacy@example.com');
    const pharmacy = db.state.pharmacies[0]!;
    refusing({ success: false, extras: { message: 'That pharmacy has closed.' } });
    const refused = failureOf(await store.dispatch(savePreferredPharmacy(pharmacy)));
    expect(refused?.msg).toEqual({ text: 'That pharmacy has closed.' });
    refusing({ success: false, message: 'not where this service puts its words' });
    await store.dispatch(savePreferredPharmacy(pharmacy));
    expect(store.getState().alerts.map(({ msg, titled }) => [msg, titled ?? false])).toEqual([
      [{ text: 'That pharmacy has closed.' }, false],
      [{ key: 'dashboard:pharmacyDialog.failed' }, false],
    ]);
    expect(store.getState().user.data?.preferredPharmacy).toBeFalsy();
  });

  it("a failed request is the generic handler's alert", async () => {
    const store = await loggedIn('nopharmacy@example.com');
    const pharmacy = db.state.pharmacies[0]!;
    failNext('POST', '/pharmacy/addPreferredPharmacy', '500');
    expect(failureOf(await store.dispatch(savePreferredPharmacy(pharmacy)))).not.toBeNull();
    expect(store.getState().alerts).toEqual([
      expect.objectContaining({ alertType: 'danger', titled: true }),
    ]);
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
    await store.dispatch(fetchClinicStatus());
    expect(selectClinicOnline(store.getState())).toBe(true);
    failNext('GET', '/services/oscarStatus', 'network');
    await store.dispatch(fetchClinicStatus());
    expect(selectClinicOnline(store.getState())).toBe(false);
    // Quiet: the clinic's status is the page's notice, not the 'cannot reach' banner.
    expect(store.getState().auth.apiUnavailable).toBe(false);
    await store.dispatch(fetchClinicStatus());
    expect(selectClinicOnline(store.getState())).toBe(true);
  });
});
