import { createAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../api/errors';
import { handleApiError } from '../../api/handleApiError';
import { readSession, sessionKeys } from '../../lib/storage';
import { userSet } from '../../state/user/slice';
import { getMe } from './api';
import { logout } from './logout';
import { apiAvailabilityChanged, userLoadStarted, userLoadSucceeded } from '../../state/auth';
import { createAppAsyncThunk } from '../../app/hooks';

/** While the service cannot be reached, /me is asked again after each of these waits (ms). */
export const USER_RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000] as const;
const LONGEST_RETRY_DELAY_MS = 30_000;

/** The wait before attempt `attempt + 1`: the list's, then its longest from there on. */
const retryDelay = (attempt: number): number =>
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
function endsSession(apiError: ApiError): boolean {
  return apiError.kind === 'tokenNotValid' || apiError.status === 401 || apiError.status === 403;
}

/** Loads /me for the stored token; a refused session logs out, any other failure retries. */
export const loadUser = createAppAsyncThunk<void, LoadUserOptions | undefined>(
  'auth/loadUser',
  async (
    { retry = true, attempt = 0, interactive = false } = {},
    { dispatch, getState, rejectWithValue },
  ) => {
    if (!interactive) dispatch(userLoadStarted());
    try {
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
    } catch (error) {
      const apiError = handleApiError(error, dispatch);
      // Only the service saying the session is over ends it. An unreachable service, or one that
      // fails (a 502 while it is being deployed), is no reason to throw the patient out and lose
      // their draft: keep the token and ask again, so the page comes back by itself.
      if (endsSession(apiError)) dispatch(logout('expired'));
      else if (retry) {
        if (apiError.kind !== 'network') dispatch(apiAvailabilityChanged(false));
        const waitMs = retryDelay(attempt);
        dispatch(userLoadRetryDue({ attempt, waitMs }));
      }
      return rejectWithValue(apiError.message);
    }
  },
);
