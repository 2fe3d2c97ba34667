import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../src/config/env';
import { REFRESH_RETRY_DELAYS_MS, restoreSession } from '../../src/features/auth/restoreSession';
import { recentEndReason, storedMark, storeSession } from '../../src/features/auth/session';
import { expireSessions, failNext } from '../../src/testing/mock-clinic/controls';
import { server } from '../../src/testing/mock-clinic/node';
import { serviceCalls } from '../builders/session';
import { PATIENTS } from '../builders/users';
import { tokenFor } from '../mocks/helpers';
import { callsAnswered, fakeTimeouts } from '../utils/fakeClock';

// A reload or a new tab (src/main.tsx): the tabs share the login's mark, never its token, so the
// token comes back from POST /session/refresh with the service's refresh cookie
// (docs/session-security.md). Against the mock clinic, which sets that cookie at login.

const REFRESH = '/session/refresh';

/** The refresh calls among the calls the service received. */
const refreshes = (calls: string[]) => calls.filter((call) => call.endsWith(REFRESH));

/** A login in this browser: the service knows it by its cookie, the tabs by its mark. */
async function loggedIn(): Promise<{ token: string; mark: string }> {
  const token = await tokenFor(PATIENTS.full);
  return { token, mark: storeSession() };
}

/**
 * Runs the fake clock through a restore's pauses (REFRESH_RETRY_DELAYS_MS), each refresh failing:
 * the refresh is asked again when each pause is up, not 1 ms before.
 */
async function throughThePauses(calls: string[]): Promise<void> {
  for (const [before, pause] of REFRESH_RETRY_DELAYS_MS.entries()) {
    await callsAnswered();
    await vi.advanceTimersByTimeAsync(pause - 1);
    await callsAnswered();
    expect(refreshes(calls), `1 ms before pause ${before + 1} is up`).toHaveLength(before + 1);
    await vi.advanceTimersByTimeAsync(1);
    await callsAnswered();
    expect(refreshes(calls), `when pause ${before + 1} is up`).toHaveLength(before + 2);
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('restoring the session at boot', () => {
  it('without a stored mark: none, and the service is not asked', async () => {
    const calls = serviceCalls();
    expect(await restoreSession()).toEqual({ kind: 'none' });
    expect(refreshes(calls)).toEqual([]);
  });

  it("with one: the login's token, with its mark", async () => {
    const { token, mark } = await loggedIn();
    expect(await restoreSession()).toEqual({ kind: 'restored', session: { token, mark } });
    expect(storedMark()).toBe(mark);
  });

  it('a session the service ended meanwhile is over: the mark goes, as expired', async () => {
    await loggedIn();
    expireSessions(PATIENTS.full);
    expect(await restoreSession()).toEqual({ kind: 'ended' });
    expect(storedMark()).toBeNull();
    expect(recentEndReason()).toBe('expired');
  });

  it('a refusal (4xx) is an answer about the session: it ends at once, without a retry', async () => {
    await loggedIn();
    const calls = serviceCalls();
    failNext('POST', REFRESH, 'tokenNotValid');
    expect(await restoreSession()).toEqual({ kind: 'ended' });
    expect(refreshes(calls)).toHaveLength(1);
    expect(storedMark()).toBeNull();
  });

  it('an answer without a token ends it too', async () => {
    await loggedIn();
    server.use(
      http.post(`${env.apiUrl}${REFRESH}`, () => HttpResponse.json({ success: true, extras: {} })),
    );
    expect(await restoreSession()).toEqual({ kind: 'ended' });
    expect(storedMark()).toBeNull();
  });

  it('asks again after a network error and a 5xx: the line or the service, not the session', async () => {
    fakeTimeouts();
    const { token, mark } = await loggedIn();
    const calls = serviceCalls();
    failNext('POST', REFRESH, 'network');
    failNext('POST', REFRESH, '500');
    const restoring = restoreSession();
    await throughThePauses(calls);
    expect(await restoring).toEqual({ kind: 'restored', session: { token, mark } });
    expect(refreshes(calls)).toHaveLength(3);
  });

  it('unreachable after its retries: the session is kept for a later page load', async () => {
    fakeTimeouts();
    const { token } = await loggedIn();
    const calls = serviceCalls();
    failNext('POST', REFRESH, 'network', REFRESH_RETRY_DELAYS_MS.length + 1);
    const restoring = restoreSession();
    // It pauses between the tries, as long as the list says.
    await throughThePauses(calls);
    expect(await restoring).toEqual({ kind: 'unreachable' });
    expect(refreshes(calls)).toHaveLength(REFRESH_RETRY_DELAYS_MS.length + 1);
    expect(storedMark()).not.toBeNull();
    // And the session is still there on the service: the next load restores it.
    expect(await restoreSession()).toMatchObject({ kind: 'restored', session: { token } });
  });

  it('takes the mark another tab stored while the refresh was on its way', async () => {
    await loggedIn();
    server.use(
      http.post(`${env.apiUrl}${REFRESH}`, () => {
        // Another tab logs in meanwhile: the cookie and the mark then name that login.
        storeSession('theirs');
        return HttpResponse.json({ success: true, extras: { accessToken: 'their-token' } });
      }),
    );
    expect(await restoreSession()).toEqual({
      kind: 'restored',
      session: { token: 'their-token', mark: 'theirs' },
    });
  });

  it('asks again when another tab logged in during the call: the answer may be the replaced login', async () => {
    await loggedIn();
    let asked = 0;
    server.use(
      http.post(`${env.apiUrl}${REFRESH}`, () => {
        asked += 1;
        // The first answer is the old login's, which the other tab's login has just ended.
        if (asked === 1) storeSession('theirs');
        const token = asked === 1 ? 'replaced-token' : 'their-token';
        return HttpResponse.json({ success: true, extras: { accessToken: token } });
      }),
    );
    expect(await restoreSession()).toEqual({
      kind: 'restored',
      session: { token: 'their-token', mark: 'theirs' },
    });
    expect(asked).toBe(2);
  });
});
