import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../src/config/env';
import { USER_RETRY_DELAYS_MS, loadUser } from '../../src/features/auth/thunks';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { server } from '../../src/testing/mock-clinic/node';
import { serviceCalls, tabHolding } from '../builders/session';
import { tokenFor } from '../mocks/helpers';
import { callsAnswered, fakeTimeouts } from '../utils/fakeClock';

// docs/account.md#login-state, word for word: a stored session's /me refused with 401, 403 or
// tokenNotValid logs out at once; every other failure (no answer, a 5xx, any other 4xx) keeps the
// session behind the banner and the spinner and asks /me again after 2 s.

/** The next GET /me answers `status` (then the mock clinic answers as usual). */
function meAnswersOnce(status: number): void {
  server.use(
    http.get(
      `${env.apiUrl}/me`,
      () => HttpResponse.json({ success: false, message: `status ${status}` }, { status }),
      { once: true },
    ),
  );
}

const storedSession = async () => tabHolding(await tokenFor('patient@example.com'));

afterEach(() => {
  vi.useRealTimers();
});

describe('a stored session whose /me fails', () => {
  it.each([401, 403])('a %s logs out at once', async (status) => {
    const store = await storedSession();
    meAnswersOnce(status);
    await store.dispatch(loadUser());
    expect(store.getState().auth).toMatchObject({
      token: null,
      isAuthenticated: false,
      loading: false,
      loggedOutReason: 'expired',
    });
  });

  it('an answer of type tokenNotValid logs out at once, not a second later', async () => {
    const store = await storedSession();
    failNext('GET', '/me', 'tokenNotValid');
    await store.dispatch(loadUser());
    expect(store.getState().auth).toMatchObject({ token: null, loggedOutReason: 'expired' });
  });

  it.each([400, 404, 429, 500, 502])(
    'a %s keeps the session, on hold behind the banner, and /me is asked again',
    async (status) => {
      fakeTimeouts();
      const store = await storedSession();
      const token = store.getState().auth.token;
      meAnswersOnce(status);
      await store.dispatch(loadUser());
      const onHold = {
        token,
        isAuthenticated: false,
        loading: true,
        apiUnavailable: true,
        loggedOutReason: null,
      };
      expect(store.getState().auth).toMatchObject(onHold);
      const asked = serviceCalls();
      await vi.advanceTimersByTimeAsync(USER_RETRY_DELAYS_MS[0] - 1);
      await callsAnswered();
      expect(asked, '1 ms before the wait is up').toEqual([]);
      expect(store.getState().auth).toMatchObject(onHold);
      await vi.advanceTimersByTimeAsync(1);
      await callsAnswered();
      expect(asked, 'when the wait is up').toEqual([expect.stringMatching(/^GET .*\/me$/)]);
      expect(store.getState().auth).toMatchObject({
        token,
        isAuthenticated: true,
        loading: false,
        apiUnavailable: false,
      });
    },
  );

  it('waits 2, 4, 8 and 15 s between tries, then 30 s for as long as it takes', () => {
    expect(USER_RETRY_DELAYS_MS).toEqual([2_000, 4_000, 8_000, 15_000, 30_000]);
  });
});
