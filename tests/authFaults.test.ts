import { describe, expect, it } from 'vitest';
import { msgKey } from '../src/api/message';
import { handleApiError } from '../src/api/handleApiError';
import { TOKEN_NOT_VALID_LOGOUT_MS } from '../src/features/auth/listeners';
import { createStore } from '../src/app/store';
import { logout } from '../src/features/auth/logout';
import { login } from '../src/features/auth/loginThunk';
import { USER_RETRY_DELAYS_MS, loadUser } from '../src/features/auth/thunks';
import { readStorage, storageKeys, writeStorage } from '../src/lib/storage';
import { failNext } from '../src/testing/mock-clinic/controls';
import { PASSWORD, tokenFor } from './mocks/helpers';

// What e2e/faults.spec.ts found around the session: a login whose /me fails, a stored session
// while the service is unreachable, a logout racing /me, and tokenNotValid without a session.

const credentials = { email: 'patient@example.com', password: PASSWORD, recaptcha: 'mock-token' };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a login whose patient cannot be loaded', () => {
  it.each([
    ['500', 'auth:login.errors.failed'],
    ['tokenNotValid', 'auth:login.errors.failed'],
    ['network', 'auth:login.errors.network'],
  ] as const)('%s on /me: the login fails, with no session left behind', async (kind, key) => {
    const store = createStore();
    failNext('GET', '/me', kind);
    const result = await store.dispatch(login(credentials));
    expect(login.rejected.match(result)).toBe(true);
    expect(result.payload).toEqual(msgKey(key));
    expect(readStorage(storageKeys.token)).toBeNull();
    const { auth } = store.getState();
    expect(auth).toMatchObject({ token: null, isAuthenticated: false, loading: false });
    // Not "your session has expired": the patient was never logged in.
    expect(auth.loggedOutReason).toBe('user');
    if (kind === 'tokenNotValid') {
      await wait(TOKEN_NOT_VALID_LOGOUT_MS + 100);
      expect(store.getState().auth.loggedOutReason).toBe('user');
    }
  });

  it('never puts the login page on hold, so the form and what was typed stay', async () => {
    const store = createStore();
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.getState().auth.loading));
    await store.dispatch(login(credentials));
    expect(seen.every((loading) => !loading)).toBe(true);
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });
});

describe('a stored session while the service cannot be reached', () => {
  it('keeps the session and asks /me again until it answers', async () => {
    writeStorage(storageKeys.token, await tokenFor('patient@example.com'));
    const store = createStore();
    failNext('GET', '/me', 'network');
    await store.dispatch(loadUser());
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, apiUnavailable: true });
    expect(readStorage(storageKeys.token)).not.toBeNull();
    await wait((USER_RETRY_DELAYS_MS[0] ?? 0) + 500);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, apiUnavailable: false });
  });

  it('asks no more once the patient has logged out, and one load at a time', async () => {
    writeStorage(storageKeys.token, await tokenFor('patient@example.com'));
    const store = createStore();
    const loads: string[] = [];
    store.subscribe(() => loads.push(String(store.getState().auth.loading)));
    failNext('GET', '/me', 'network');
    await store.dispatch(loadUser());
    store.dispatch(logout('user'));
    const before = loads.length;
    await wait((USER_RETRY_DELAYS_MS[0] ?? 0) + 500);
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(loads.length).toBe(before);
  });

  it('a load started during the wait takes the retry’s place', async () => {
    writeStorage(storageKeys.token, await tokenFor('patient@example.com'));
    const store = createStore();
    let started = 0;
    store.subscribe(() => {
      if (store.getState().auth.loading) started += 1;
    });
    failNext('GET', '/me', 'network');
    await store.dispatch(loadUser());
    await store.dispatch(loadUser());
    expect(store.getState().auth.isAuthenticated).toBe(true);
    const after = started;
    await wait((USER_RETRY_DELAYS_MS[0] ?? 0) + 500);
    expect(started).toBe(after);
  });

  it('an answer that arrives after a logout is dropped: no patient back in the store', async () => {
    writeStorage(storageKeys.token, await tokenFor('patient@example.com'));
    const store = createStore();
    const actions: string[] = [];
    store.subscribe(() => actions.push(JSON.stringify(store.getState().user)));
    void store.dispatch(loadUser());
    store.dispatch(logout('user'));
    const settled = actions.length;
    await wait(300);
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

  it('logs a patient out after 1 s', async () => {
    writeStorage(storageKeys.token, 'some-token');
    const store = createStore();
    handleApiError(refusal, store.dispatch);
    await wait(TOKEN_NOT_VALID_LOGOUT_MS + 100);
    expect(store.getState().auth.loggedOutReason).toBe('expired');
  });

  it('ends no session for a visitor, who has none', async () => {
    const store = createStore();
    handleApiError(refusal, store.dispatch);
    await wait(TOKEN_NOT_VALID_LOGOUT_MS + 100);
    expect(store.getState().auth.loggedOutReason).toBeNull();
  });
});
