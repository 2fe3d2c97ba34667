import { isRejectedWithValue } from '@reduxjs/toolkit';
import { setErrorAlert } from '../state/alerts/actions';
import { isServiceFailure } from '../state/serviceThunk';
import { apiAvailabilityChanged, sessionRefused } from '../state/session';
import type { AppStartListening } from './listener';

// The side effects of a failed call, for the whole portal, in one place (docs/errors.md
// #generic-error-handler): every service thunk rejects with a ServiceFailure
// (src/state/serviceThunk.ts), and this listener tells the rest of the portal. A call that reached
// no service raises the 'cannot reach the clinic service' banner; a refused session is ended a
// second later by the auth feature (features/auth/listeners.ts), unless the call was a visitor's;
// a call that asks for it raises the error alert.

export function addServiceFailureListener(startListening: AppStartListening): void {
  startListening({
    predicate: (action) => isRejectedWithValue(action) && isServiceFailure(action.payload),
    effect: (action, { dispatch }) => {
      if (!isRejectedWithValue(action) || !isServiceFailure(action.payload)) return;
      const failure = action.payload;
      if (failure.kind === 'network') dispatch(apiAvailabilityChanged(false));
      if (failure.kind === 'tokenNotValid' && !failure.visitor) dispatch(sessionRefused());
      if (failure.alert) {
        const kind = failure.kind === 'refused' ? 'server' : failure.kind;
        const error = { kind, message: failure.msg, lines: failure.lines };
        dispatch(
          setErrorAlert(
            failure.status === undefined ? error : { ...error, status: failure.status },
          ),
        );
      }
    },
  });
}
