import { isAxiosError } from '../../api/isAxiosError';
import type { AppDispatch } from '../../app/store';
import {
  apiAvailabilityChanged,
  loggedOut,
  sessionRestored,
  sessionRestoreWaiting,
  type HeldSession,
} from '../../state/auth';
import { postRefresh } from './api';
import { forgetSession, reasonEndedElsewhere, storedMark } from './session';
import { loadUser } from './thunks';

// A reload or a new tab: the tabs share a session's mark, never its token, so the token comes
// from the service, which knows the session by its HttpOnly refresh cookie
// (docs/session-security.md, docs/calls.md#session-refresh).

export type Restored =
  /** No session is kept in this browser. */
  | { kind: 'none' }
  | { kind: 'restored'; session: HeldSession }
  /** The service no longer knows the session (logged out elsewhere, or expired): it is over. */
  | { kind: 'ended' }
  /** The service could not be asked: the session is kept for a later page load. */
  | { kind: 'unreachable' };

/** Pauses between tries on a flaky line, before the page says the service is not available. */
export const REFRESH_RETRY_DELAYS_MS = [500, 1500] as const;

/** How often a page waiting for the service asks again. */
export const RESTORE_AGAIN_MS = 3_000;

/** A refusal is an answer about the session: a 4xx. No answer or a 5xx is the line or the service. */
function isRefusal(error: unknown): boolean {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many times a login made in another tab during the call is followed, at most. */
const MAX_MARK_CHANGES = 3;

export async function restoreSession(): Promise<Restored> {
  let mark = storedMark();
  if (mark === null) return { kind: 'none' };
  let attempt = 0;
  for (let changes = 0; ;) {
    try {
      const reply = await postRefresh();
      const token = reply.success ? reply.extras?.accessToken : undefined;
      if (!token) break;
      // Another tab logged in while the call was on its way: the answer may be the session that
      // login replaced (and ended). The cookie names the new login now: ask again for it.
      const now = storedMark();
      if (now === null) return { kind: 'none' };
      if (now !== mark && changes < MAX_MARK_CHANGES) {
        mark = now;
        changes += 1;
        continue;
      }
      return { kind: 'restored', session: { token, mark: now } };
    } catch (error) {
      if (isRefusal(error)) break;
      const delay = REFRESH_RETRY_DELAYS_MS[attempt];
      if (delay === undefined) return { kind: 'unreachable' };
      attempt += 1;
      await pause(delay);
    }
  }
  forgetSession(mark, 'expired');
  return { kind: 'ended' };
}

/**
 * Gives the store what restoreSession found. An unreachable service leaves the session's pages
 * waiting, with the "not available" banner, and asks again every RESTORE_AGAIN_MS until the
 * service answers: a reload on a flaky line must not send a patient back to the login.
 */
export const applyRestored =
  (restored: Restored) =>
  async (dispatch: AppDispatch): Promise<void> => {
    let result = restored;
    if (result.kind === 'unreachable') {
      dispatch(sessionRestoreWaiting());
      dispatch(apiAvailabilityChanged(false));
      while (result.kind === 'unreachable') {
        await pause(RESTORE_AGAIN_MS);
        result = await restoreSession();
      }
    }
    if (restored.kind === 'unreachable') dispatch(apiAvailabilityChanged(true));
    if (result.kind === 'restored') {
      dispatch(sessionRestored(result.session));
      void dispatch(loadUser());
    } else if (result.kind === 'ended') {
      // Ended on the service meanwhile (logged out elsewhere, expired): the login page says so.
      dispatch(loggedOut('expired'));
    } else if (restored.kind === 'unreachable') {
      // Another tab ended the login while this one waited.
      dispatch(loggedOut(reasonEndedElsewhere()));
    }
  };
