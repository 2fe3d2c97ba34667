import { wording } from '../state/serviceCore';
import { isServiceFailure } from '../state/serviceFailure';
import { apiAvailabilityChanged, sessionRefused } from '../state/session';
import type { AppStartListening } from './listener';

// The side effects of a failed call, for the whole portal, in one place (docs/errors.md
// #generic-error-handler): every service thunk rejects with a ServiceFailure
// (src/state/serviceThunk.ts), and this listener tells the rest of the portal. A call that reached
// no service raises the 'cannot reach the clinic service' banner; a refused session is ended a
// second later by the auth feature (features/auth/listeners.ts), unless the call was a visitor's;
// a call that asks for it raises the error alert. A courtesy call (`quiet`) tells nobody.

export function addServiceFailureListener(startListening: AppStartListening): void {
  startListening({
    // Only a service thunk's rejection carries a ServiceFailure: no other matcher is needed (RTK's
    // isRejectedWithValue would add its matcher code to every first load).
    predicate: (action) => isServiceFailure((action as { payload?: unknown }).payload),
    effect: (action, { dispatch }) => {
      const failure = (action as { payload?: unknown }).payload;
      if (!isServiceFailure(failure)) return;
      if (failure.quiet) return;
      if (failure.kind === 'network') dispatch(apiAvailabilityChanged(false));
      if (failure.kind === 'tokenNotValid' && !failure.visitor) dispatch(sessionRefused());
      // The alert comes with the features that ask for it (src/state/serviceThunk.ts).
      if (failure.alert) wording.alert?.(failure, dispatch);
    },
  });
}
