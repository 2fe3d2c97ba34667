import { toApiError, type ApiError } from '../api/errors';
import { setErrorAlert } from '../features/alerts/actions';
import { apiAvailabilityChanged } from '../features/auth/slice';
import { logout } from '../features/auth/logout';
import type { AppDispatch, RootState } from './store';

/** Spec: a reply of type tokenNotValid logs the patient out after 1 second. */
export const TOKEN_NOT_VALID_LOGOUT_MS = 1_000;

// One waiting logout per store (keyed by its dispatch), so a store that is gone, as between
// tests, cannot hold back another one's.
const pendingLogouts = new WeakMap<AppDispatch, ReturnType<typeof setTimeout>>();

/**
 * The side of the generic handler that touches the app: Network Error shows the
 * API-not-available banner; tokenNotValid logs out after 1 s; optionally an 'Error - detail' alert.
 */
export function handleApiError(
  error: unknown,
  dispatch: AppDispatch,
  options: { alert?: boolean } = {},
): ApiError {
  const apiError = toApiError(error);
  if (apiError.kind === 'network') dispatch(apiAvailabilityChanged(false));
  if (apiError.kind === 'tokenNotValid') dispatch(logoutRefusedSession);
  if (options.alert) dispatch(setErrorAlert(apiError));
  return apiError;
}

/**
 * Ends the tab's session a second after the service refused it. Only a session can expire: a
 * visitor's call (a login, a mailed link) refused this way must not end in "your session has
 * expired" on the login page. The tab's own session counts, even where another tab has already
 * removed it from storage.
 */
function logoutRefusedSession(dispatch: AppDispatch, getState: () => RootState): void {
  const session = getState().auth.token;
  if (session === null || pendingLogouts.has(dispatch)) return;
  const timer = setTimeout(() => {
    pendingLogouts.delete(dispatch);
    // Only the session that was refused: not one that has ended meanwhile (a failed patient
    // load logs out at once), nor a new one the patient started within the second.
    if (getState().auth.token === session) dispatch(logout('expired'));
  }, TOKEN_NOT_VALID_LOGOUT_MS);
  pendingLogouts.set(dispatch, timer);
}
