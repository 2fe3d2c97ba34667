import { setErrorAlert } from '../state/alerts/actions';
import { apiAvailabilityChanged, sessionRefused } from '../state/session';
import type { AppDispatch } from '../app/store';
import { toApiError, type ApiError } from './errors';

// The side of the generic handler that touches the app (docs/errors.md#generic-error-handler):
// toApiError (./errors.ts) says what went wrong; this tells the rest of the portal, by events.
// A call that reached no service raises the 'cannot reach the clinic service' banner; a refused
// session is ended a second later by the auth feature (features/auth/listeners.ts).

export function handleApiError(
  error: unknown,
  dispatch: AppDispatch,
  options: { alert?: boolean } = {},
): ApiError {
  const apiError = toApiError(error);
  if (apiError.kind === 'network') dispatch(apiAvailabilityChanged(false));
  if (apiError.kind === 'tokenNotValid') dispatch(sessionRefused());
  if (options.alert) dispatch(setErrorAlert(apiError));
  return apiError;
}
