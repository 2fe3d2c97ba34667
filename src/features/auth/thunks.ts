import { createAction } from '@reduxjs/toolkit';
import { readSession, sessionKeys } from '../../lib/storage';
import { userSet } from '../../state/user/slice';
import { createServiceThunk, type ServiceFailure } from '../../state/serviceCore';
import { getMe } from './api';
import { userLoadStarted, userLoadSucceeded } from '../../state/auth';

/** While the service cannot be reached, /me is asked again after each of these waits (ms). */
export const USER_RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000] as const;
const LONGEST_RETRY_DELAY_MS = 30_000;

/** The wait before attempt `attempt + 1`: the list's, then its longest from there on. */
export const retryDelay = (attempt: number): number =>
  USER_RETRY_DELAYS_MS[attempt] ?? LONGEST_RETRY_DELAY_MS;

/**
 * /me failed while the service could not be reached: ask again after `waitMs`. The auth listener
 * (listeners.ts) keeps the wait, per store; a load started meanwhile takes its place.
 */
export const userLoadRetryDue = createAction<{ attempt: number; waitMs: number }>(
  'auth/userLoadRetryDue',
);

export interface LoadUserOptions {
  /** Ask again while the service is unreachable (a stored session); a login says so instead. */
  retry?: boolean;
  attempt?: number;
  /** Part of a login: the form shows the progress, so the guarded pages are not put on hold. */
  interactive?: boolean;
}

/** The service refused the session itself (tokenNotValid, 401, 403); anything else may pass. */
export function endsSession(failure: Pick<ServiceFailure, 'kind' | 'status'>): boolean {
  return failure.kind === 'tokenNotValid' || failure.status === 401 || failure.status === 403;
}

/**
 * Loads /me for the stored token. A failure is in the generic handler's words; what it does to
 * the session (a refused one logs out at once, any other failure keeps it and asks again) is the
 * auth listener's (listeners.ts, docs/account.md#login-state), on this thunk's rejection.
 */
export const loadUser = createServiceThunk<void, LoadUserOptions | undefined>(
  'auth/loadUser',
  async ({ interactive = false } = {}, { dispatch, getState }) => {
    if (!interactive) dispatch(userLoadStarted());
    const user = await getMe();
    // Logged out while the answer was on its way (/logout opened first): it must not log the
    // patient back in. (The login's mark, not its token: a page that loaded reCAPTCHA meanwhile
    // let go of the token, and the patient is still logged in there.)
    if (getState().auth.mark === null) return;
    // Before any page reads them: what another patient left in this tab (one who logged out
    // in another tab, from a tab the browser had put away) is not this patient's to see. The
    // rule is fetched only when the tab keeps anything, as most first loads keep nothing.
    if (Object.values(sessionKeys).some((key) => readSession(key) !== null)) {
      const { dropRecordsNotOwnedBy } = await import('../../lib/tabRecords');
      dropRecordsNotOwnedBy(user.id);
      if (getState().auth.mark === null) return;
    }
    dispatch(userSet(user));
    dispatch(userLoadSucceeded());
  },
);

/**
 * A light /me that keeps an active patient's session alive on the service (useIdleLogout.ts):
 * its answer is not read; a failure tells the portal as any call's does (the banner, or a
 * refused session ended a second later).
 */
export const keepSessionAlive = createServiceThunk<void, void>('auth/keepAlive', async () => {
  await getMe();
});
