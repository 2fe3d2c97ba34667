import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../src/config/env';
import { loadAppointments, selectAppointments } from '../../src/features/appointments/slice';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { server } from '../../src/testing/mock-clinic/node';
import { PATIENTS } from '../builders/users';
import { loggedInStore } from '../utils/render';
import { expectLogoutAfterOneSecond, fakeTimeouts } from '../utils/fakeClock';

// GET /me/appointments as a service thunk (src/features/appointments/slice.ts): one call at a
// time, and a failure through the one handler (docs/errors.md#error-policy).

afterEach(() => {
  vi.useRealTimers();
});

describe('loading the upcoming appointments', () => {
  it('asks once while a load is on its way', async () => {
    const store = await loggedInStore(PATIENTS.full);
    let asked = 0;
    server.use(
      http.get(`${env.apiUrl}/me/appointments`, () => {
        asked += 1;
        return HttpResponse.json({ success: true, extras: { payload: [] } });
      }),
    );
    await Promise.all([store.dispatch(loadAppointments()), store.dispatch(loadAppointments())]);
    expect(asked).toBe(1);
    expect(selectAppointments(store.getState())).toMatchObject({ upcoming: [], loaded: true });
  });

  it("keeps the generic handler's words, raises the banner without an answer", async () => {
    const store = await loggedInStore(PATIENTS.full);
    failNext('GET', '/me/appointments', 'network');
    await store.dispatch(loadAppointments());
    expect(selectAppointments(store.getState()).load).toMatchObject({
      status: 'failed',
      error: { key: 'common:errors.networkError' },
    });
    expect(store.getState().auth.apiUnavailable).toBe(true);
  });

  it('an ended session logs out', async () => {
    fakeTimeouts();
    const store = await loggedInStore(PATIENTS.full);
    failNext('GET', '/me/appointments', 'tokenNotValid');
    await store.dispatch(loadAppointments());
    await expectLogoutAfterOneSecond(store);
    expect(store.getState().auth.loggedOutReason).toBe('expired');
  });
});
