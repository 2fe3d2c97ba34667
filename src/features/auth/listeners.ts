import type { AppStartListening } from '../../app/listener';
import { apiAvailabilityChanged, sessionRefused } from '../../state/session';
import { logout } from './logout';
import { endsSession, loadUser, retryDelay, userLoadRetryDue } from './thunks';

/** docs/account.md#expired-token: a reply of type tokenNotValid logs the patient out after 1 s. */
export const TOKEN_NOT_VALID_LOGOUT_MS = 1_000;

/**
 * The auth feature's reactions to events other parts of the portal send. A refused session ends
 * a second after the first refusal (more refusals meanwhile change nothing). Only a session can
 * expire: a visitor's call refused this way (a login, a mailed link) must not end in "your
 * session has expired" on the login page; and only the session that was refused, not a new one
 * the patient started within the second, nor one already ended (a failed /me logs out at once).
 */
export function addAuthListeners(startListening: AppStartListening): void {
  // A failed /me (docs/account.md#login-state): only the service saying the session is over ends
  // it, at once. An unreachable service, or one that fails (a 502 while it is being deployed), is
  // no reason to throw the patient out and lose their draft: the token is kept and /me asked
  // again, behind the banner (the service-failure listener raises it for no answer; this one for
  // an answer that failed), so the page comes back by itself.
  startListening({
    actionCreator: loadUser.rejected,
    effect: ({ payload: failure, meta }, listener) => {
      if (!failure) return;
      const { retry = true, attempt = 0 } = meta.arg ?? {};
      if (endsSession(failure)) listener.dispatch(logout('expired'));
      else if (retry) {
        if (failure.kind !== 'network') listener.dispatch(apiAvailabilityChanged(false));
        listener.dispatch(userLoadRetryDue({ attempt, waitMs: retryDelay(attempt) }));
      }
    },
  });

  // A stored session whose /me could not be loaded is asked again after its wait, as long as it
  // is still the same session (not after a logout, nor for another patient's login) and no other
  // load has started meanwhile; only the latest wait counts.
  startListening({
    actionCreator: userLoadRetryDue,
    effect: async ({ payload }, listener) => {
      listener.cancelActiveListeners();
      const session = listener.getState().auth.token;
      const overtaken = await listener.condition(loadUser.pending.match, payload.waitMs);
      if (overtaken || session === null || listener.getState().auth.token !== session) return;
      void listener.dispatch(loadUser({ retry: true, attempt: payload.attempt + 1 }));
    },
  });

  startListening({
    actionCreator: sessionRefused,
    effect: async (_, listener) => {
      const session = listener.getState().auth.token;
      if (session === null) return;
      listener.unsubscribe();
      try {
        await listener.delay(TOKEN_NOT_VALID_LOGOUT_MS);
        if (listener.getState().auth.token === session) listener.dispatch(logout('expired'));
      } finally {
        listener.subscribe();
      }
    },
  });
}
