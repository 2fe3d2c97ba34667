import { failureOf } from '../../src/state/serviceThunk';
import { describe, expect, it, vi } from 'vitest';
import { msgKey, msgText } from '../../src/api/message';
import { createStore } from '../../src/app/store';
import { login } from '../../src/features/auth/loginThunk';
import { storedMark, storeSession } from '../../src/features/auth/session';
import { rememberReturnTo } from '../../src/lib/returnTo';
import { readSession, readStorage, storageKeys } from '../../src/lib/storage';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { db } from '../../src/testing/mock-clinic/db';
import { keysHolding, recordPageLoads, watchStorageWrites } from '../builders/session';
import { PATIENTS, SEEDED_PASSWORD } from '../builders/users';
import { getJson, tokenFor } from '../mocks/helpers';

// The password login (docs/session-security.md, "Decided" point 1): reCAPTCHA's script is in the
// login page, so the login keeps no token there. It stores the login's mark and leaves by a full
// page load; the patient's page asks the service for the token (restoreSession.test.ts).

const credentials = { email: PATIENTS.full, password: SEEDED_PASSWORD, recaptcha: 'test-token' };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The token of the session the mock clinic opened last. */
const latestToken = () => db.state.sessions.at(-1)?.token ?? 'no session';

/** Logs in through the thunk until it asks for the page load (it never settles: the page goes). */
async function logIn() {
  const pageLoads = recordPageLoads();
  const store = createStore();
  let settled = false;
  void store.dispatch(login(credentials)).finally(() => (settled = true));
  await vi.waitFor(() => expect(pageLoads.replace).toHaveBeenCalled());
  return { store, replace: pageLoads.replace, settled: () => settled };
}

describe('a password login', () => {
  it('leaves by a full page load to the page the patient was going to', async () => {
    rememberReturnTo('/message');
    const { replace, settled } = await logIn();
    expect(replace.mock.calls).toEqual([['/message']]);
    // Taken once: a later login goes to the dashboard.
    expect(readSession(storageKeys.returnTo)).toBeNull();
    // The form stays busy until the page has gone.
    await wait(50);
    expect(settled()).toBe(false);
  });

  it('goes to the dashboard when nothing was remembered', async () => {
    const { replace } = await logIn();
    expect(replace.mock.calls).toEqual([['/dashboard']]);
  });

  it('stores the login’s mark and its time, never the token, which this page does not keep', async () => {
    const writes = watchStorageWrites();
    const { store } = await logIn();
    const token = latestToken();
    expect((await getJson('/me', token)).status).toBe(200);
    expect(writes.holding(token)).toEqual([]);
    expect(keysHolding(token)).toEqual([]);
    const mark = storedMark();
    expect(mark).toMatch(/^[0-9a-f]{24}$/);
    expect(Number(readStorage(storageKeys.lastActivity))).toBeGreaterThan(Date.now() - 5_000);
    expect(store.getState().auth).toMatchObject({ token: null, mark: null, loading: false });
  });

  it('replaces a session another tab still keeps: the service ends it, the other tab sees the new mark', async () => {
    const before = await tokenFor(PATIENTS.full);
    storeSession('before');
    await logIn();
    expect(storedMark()).not.toBe('before');
    expect((await getJson('/me', before)).status).toBe(401);
  });

  it('refused: the service’s words, no page load, nothing stored', async () => {
    const pageLoads = recordPageLoads();
    const writes = watchStorageWrites();
    const result = await createStore().dispatch(
      login({ ...credentials, password: 'wrong-password' }),
    );
    expect(failureOf(result)?.msg).toEqual(msgText('Incorrect e-mail or password.'));
    expect(pageLoads.replace).not.toHaveBeenCalled();
    expect(storedMark()).toBeNull();
    expect(writes.holding('')).toEqual([]);
  });

  it('a service that cannot be reached says so, and stays', async () => {
    const pageLoads = recordPageLoads();
    failNext('POST', '/login', 'network');
    const result = await createStore().dispatch(login(credentials));
    expect(failureOf(result)?.msg).toEqual(msgKey('auth:login.errors.network'));
    expect(pageLoads.replace).not.toHaveBeenCalled();
    expect(storedMark()).toBeNull();
  });
});
