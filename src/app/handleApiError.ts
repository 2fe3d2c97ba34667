import { toApiError, type ApiError } from '../api/errors';
import { setErrorAlert } from '../features/alerts/actions';
import { apiAvailabilityChanged } from '../features/auth/slice';
import { logout } from '../features/auth/logout';
import { readStorage, storageKeys } from '../lib/storage';
import type { AppDispatch } from './store';

/** Spec: a reply of type tokenNotValid logs the patient out after 1 second. */
export const TOKEN_NOT_VALID_LOGOUT_MS = 1_000;

let pendingLogout: ReturnType<typeof setTimeout> | null = null;

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
  // Only a session can expire: a visitor's call (a login, a mailed link) refused this way must
  // not end in "your session has expired" on the login page.
  const hasSession = readStorage(storageKeys.token) !== null;
  if (apiError.kind === 'tokenNotValid' && hasSession && pendingLogout === null) {
    pendingLogout = setTimeout(() => {
      pendingLogout = null;
      // Ended meanwhile (a failed patient load logs out at once): nothing left to expire.
      if (readStorage(storageKeys.token) !== null) dispatch(logout('expired'));
    }, TOKEN_NOT_VALID_LOGOUT_MS);
  }
  if (options.alert) dispatch(setErrorAlert(apiError));
  return apiError;
}
