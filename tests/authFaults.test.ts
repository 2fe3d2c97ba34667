import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../src/app/store';
import { logout } from '../src/features/auth/logout';
import { login } from '../src/features/auth/loginThunk';
import { USER_RETRY_DELAYS_MS, loadUser } from '../src/features/auth/thunks';
import { readStorage, storageKeys } from '../src/lib/storage';
import { createServiceThunk } from '../src/state/serviceThunk';
import { failNext } from '../src/testing/mock-clinic/controls';
import { recordPageLoads, serviceCalls, tabHolding } from './builders/session';
import { PASSWORD, tokenFor } from './mocks/helpers';
import {
  callsAnswered,
  expectLogoutAfterOneSecond,
  fakeTimeouts,
  pastTheLogoutSecond,
} from './utils/fakeClock';

// What e2e/faults.spec.ts found around the session: a login whose /me fails, a stored session
// while the service is unreachable, a logout racing /me, and tokenNotValid without a session.

const credentials = { email: 'patient@example.com', password: PASSWORD, recaptcha: 'mock-token' };
/** The fake clock moved on by `ms`, and what its timers set off answered. */
async function elapse(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await callsAnswered();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a login', () => {
  // A login asked /me before it counted, and failed when /me did. It now leaves by a full page
  // load (reCAPTCHA's script is in the login page), and the patient's page asks for the patient:
  // a stored session whose /me fails is the next describe's.
  it.each(['500', 'tokenNotValid', 'network'] as const)(
    '%s on /me cannot fail it: the login does not ask, the page it loads does',
    async (kind) => {
      const pageLoads = recordPageLoads();
      const calls = serviceCalls();
      failNext('GET', '/me', kind);
      void createStore().dispatch(login(credentials));
      await vi.waitFor(() => expect(pageLoads.replace).toHaveBeenCalledWith('/dashboard'));
      expect(calls).toContainEqual(expect.stringMatching(/^POST .*\/login$/));
      expect(calls.filter((call) => call.endsWith('/me'))).toEqual([]);
    },
  );

  it('never puts the login page on hold, so the form and what was typed stay', async () => {
    const pageLoads = recordPageLoads();
    const store = createStore();
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.getState().auth.loading));
    void store.dispatch(login(credentials));
    await vi.waitFor(() => expect(pageLoads.replace).toHaveBeenCalled());
    expect(seen.every((loading) => !loading)).toBe(true);
    expect(store.getState().auth.loading).toBe(false);
  });
});

describe('a stored session while the service cannot be reached', () => {
  it('keeps the session and asks /me again until it answers', async () => {
    fakeTimeouts();
    const store = tabHolding(await tokenFor('patient@example.com'));
    failNext('GET', '/me', 'network');
    await store.dispatch(loadUser());
    const onHold = { isAuthenticated: false, apiUnavailable: true };
    expect(store.getState().auth).toMatchObject(onHold);
    expect(readStorage(storageKeys.session)).toBe(store.getState().auth.mark);
    expect(store.getState().auth.token).not.toBeNull();
    const asked = serviceCalls();
    await elapse(USER_RETRY_DELAYS_MS[0] - 1);
    expect(asked, '1 ms before the wait is up').toEqual([]);
    expect(store.getState().auth).toMatchObject(onHold);
    await elapse(1);
    expect(asked, 'when the wait is up').toEqual([expect.stringMatching(/^GET .*\/me$/)]);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, apiUnavailable: false });
  });

  it('asks no more once the patient has logged out, and one load at a time', async () => {
    fakeTimeouts();
    const store = tabHolding(await tokenFor('patient@example.com'));
    const loads: string[] = [];
    store.subscribe(() => loads.push(String(store.getState().auth.loading)));
    failNext('GET', '/me', 'network');
    await store.dispatch(loadUser());
    store.dispatch(logout('user'));
    const before = loads.length;
    await elapse(USER_RETRY_DELAYS_MS[0] + 500);
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(loads.length).toBe(before);
  });

  it('a load started during the wait takes the retry’s place', async () => {
    fakeTimeouts();
    const store = tabHolding(await tokenFor('patient@example.com'));
    let started = 0;
    store.subscribe(() => {
      if (store.getState().auth.loading) started += 1;
    });
    failNext('GET', '/me', 'network');
    await store.dispatch(loadUser());
    await store.dispatch(loadUser());
    expect(store.getState().auth.isAuthenticated).toBe(true);
    const after = started;
    await elapse(USER_RETRY_DELAYS_MS[0] + 500);
    expect(started).toBe(after);
  });

  it('an answer that arrives after a logout is dropped: no patient back in the store', async () => {
    fakeTimeouts();
    const store = tabHolding(await tokenFor('patient@example.com'));
    const actions: string[] = [];
    store.subscribe(() => actions.push(JSON.stringify(store.getState().user)));
    void store.dispatch(loadUser());
    store.dispatch(logout('user'));
    const settled = actions.length;
    // Until the /me on its way has been answered.
    await callsAnswered();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(store.getState().user.data).toBeNull();
    // Not even a rejection: nothing was written after the logout.
    expect(actions.length).toBe(settled);
  });
});

describe('tokenNotValid', () => {
  const refusal = {
    isAxiosError: true,
    message: 'Request failed with status code 401',
    response: { status: 401, data: { type: 'tokenNotValid', message: 'expired' } },
  };

  // Any call on the service, a patient's or a visitor's, whose answer is this refusal.
  const patientCall = createServiceThunk('test/patientCall', () => Promise.reject(refusal));
  const visitorCall = createServiceThunk('test/visitorCall', () => Promise.reject(refusal), {
    visitor: true,
  });

  it('logs a patient out after 1 s', async () => {
    fakeTimeouts();
    const store = tabHolding('some-token');
    await store.dispatch(patientCall());
    expect(store.getState().auth.loggedOutReason).toBeNull();
    await expectLogoutAfterOneSecond(store);
  });

  it('ends no session for a visitor, who has none', async () => {
    fakeTimeouts();
    const store = createStore();
    await store.dispatch(patientCall());
    await pastTheLogoutSecond();
    expect(store.getState().auth.loggedOutReason).toBeNull();
  });

  it('ends no session when the call was a visitor’s, even with a patient in the tab', async () => {
    fakeTimeouts();
    const store = tabHolding('some-token');
    await store.dispatch(visitorCall());
    await pastTheLogoutSecond();
    expect(store.getState().auth.loggedOutReason).toBeNull();
    expect(store.getState().auth.token).toBe('some-token');
  });
});
