import { expect, onTestFinished, vi, type Mock } from 'vitest';
import { createStore, type AppStore } from '../../src/app/store';
import { endIdleSessionAtBoot } from '../../src/features/auth/bootSession';
import { newMark, storeSession } from '../../src/features/auth/session';
import { loadUser } from '../../src/features/auth/thunks';
import { storageKeys, writeStorage } from '../../src/lib/storage';
import { sessionRestored } from '../../src/state/auth';
import { server } from '../../src/testing/mock-clinic/node';
import { tokenFor } from '../mocks/helpers';
import type { SeededPatient } from './users';

// "A tab holding a session", as the app has one (docs/session-security.md): the tabs share the
// login's mark in localStorage, and the token lives in this tab's store only. What a test used to
// get by writing the token to storage before createStore().

export interface HeldTab {
  store: AppStore;
  token: string;
  mark: string;
}

/**
 * A tab holding the session `token` names, as boot leaves it once the service gave the token
 * back (src/main.tsx, restoreSession): the mark in the shared storage, the token in the store,
 * /me not asked yet (loading). The mark is written as it is: the last activity is the test's to
 * set (storeSession records one).
 */
export function tabHolding(
  token: string,
  { mark = newMark(), store = createStore() }: { mark?: string; store?: AppStore } = {},
): AppStore {
  writeStorage(storageKeys.session, mark);
  store.dispatch(sessionRestored({ token, mark }));
  return store;
}

/**
 * A tab where a seeded patient is logged in, as after the login's page load: the mock clinic's
 * login gave the token (and its refresh cookie), the login's mark and activity are stored as a
 * login stores them, and /me has answered.
 */
export async function patientTab(email: SeededPatient | string): Promise<HeldTab> {
  const token = await tokenFor(email);
  const mark = storeSession();
  const store = tabHolding(token, { mark });
  await store.dispatch(loadUser());
  expect(store.getState().auth.isAuthenticated, `${email} logged in`).toBe(true);
  return { store, token, mark };
}

/** Keys of the mock clinic's own data: the service's database, and the cookie jar it stands for. */
const MOCK_SERVICE_KEY = /^mockClinic\./;

/**
 * Where the portal keeps `secret` in localStorage or sessionStorage ('local:key', 'session:key'):
 * [] when nowhere. The mock clinic keeps its data in the page's storage too; that stands for the
 * service's side and is left out.
 */
export function keysHolding(secret: string): string[] {
  const areas = { local: localStorage, session: sessionStorage };
  return Object.entries(areas).flatMap(([area, storage]) =>
    Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '')
      .filter((key) => !MOCK_SERVICE_KEY.test(key))
      .filter((key) => (storage.getItem(key) ?? '').includes(secret))
      .map((key) => `${area}:${key}`),
  );
}

/** Resolves once the mock clinic has answered a `method` call to `path`. */
function answered(method: string, path: string): { heard: Promise<void>; stop: () => void } {
  let stop = () => {};
  const heard = new Promise<void>((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      if (request.method !== method || !new URL(request.url).pathname.endsWith(path)) return;
      stop();
      resolve();
    };
    stop = () => server.events.removeListener('response:mocked', listener);
    server.events.on('response:mocked', listener);
  });
  return { heard, stop };
}

/**
 * The idle check boot runs (src/main.tsx), waiting for the service to hear the logout it sends
 * when it ends a session. That logout names no token (the service ends the session its refresh
 * cookie names), so one still on its way as a test ends would end the next test's session.
 */
export async function idleCheckAtBoot(returningFromBank = false): Promise<boolean> {
  const logout = answered('POST', '/logout');
  const ended = endIdleSessionAtBoot(returningFromBank);
  if (ended) await logout.heard;
  logout.stop();
  return ended;
}

/**
 * The page loads the app asks for (window.location.replace, reload), recorded instead of made:
 * jsdom cannot load another document. The real location is back when the test ends.
 */
export function recordPageLoads(): {
  replace: Mock<(url: string) => void>;
  reload: Mock<() => void>;
} {
  const replace = vi.fn<(url: string) => void>();
  const reload = vi.fn<() => void>();
  vi.stubGlobal('location', { ...window.location, replace, reload });
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return { replace, reload };
}

/** The calls the mock clinic receives from now on, as 'METHOD /path', until the test ends. */
export function serviceCalls(): string[] {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return calls;
}

/**
 * Watches every write to localStorage and sessionStorage from now on (Storage.prototype.setItem,
 * the one way the portal writes them); `holding(secret)` lists the keys of the writes whose value
 * held `secret`, the mock clinic's own keys left out (keysHolding).
 */
export function watchStorageWrites(): { holding: (secret: string) => string[] } {
  const setItem = vi.spyOn(Storage.prototype, 'setItem');
  return {
    holding: (secret) =>
      setItem.mock.calls
        .filter(([key, value]) => !MOCK_SERVICE_KEY.test(key) && String(value).includes(secret))
        .map(([key]) => key),
  };
}
