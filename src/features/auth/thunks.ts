import type { ApiError } from '../../api/errors';
import { handleApiError } from '../../api/handleApiError';
import type { AppDispatch } from '../../app/store';
import { userSet } from '../../state/user/slice';
import { getMe } from './api';
import { logout } from './logout';
import { apiAvailabilityChanged, userLoadStarted, userLoadSucceeded } from '../../state/auth';
import { createAppAsyncThunk } from '../../app/hooks';

/** While the service cannot be reached, /me is asked again after each of these waits (ms). */
export const USER_RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000] as const;

// Per store (keyed by its dispatch), like the waiting logout of handleApiError.
const retryTimers = new WeakMap<AppDispatch, ReturnType<typeof setTimeout>>();

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
    clearTimeout(retryTimers.get(dispatch));
    retryTimers.delete(dispatch);
    if (!interactive) dispatch(userLoadStarted());
    try {
      const user = await getMe();
      // Logged out while the answer was on its way (/logout opened first): it must not log the
      // patient back in.
      if (getState().auth.token === null) return;
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
        const wait = USER_RETRY_DELAYS_MS[Math.min(attempt, USER_RETRY_DELAYS_MS.length - 1)];
        const session = getState().auth.token;
        const timer = setTimeout(() => {
          retryTimers.delete(dispatch);
          // Still the same session: not after a logout, nor for another patient's login.
          if (session !== null && getState().auth.token === session) {
            void dispatch(loadUser({ retry, attempt: attempt + 1 }));
          }
        }, wait);
        retryTimers.set(dispatch, timer);
      }
      return rejectWithValue(apiError.message);
    }
  },
);
