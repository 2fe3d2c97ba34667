import type { AppStartListening } from '../../app/listener';
import { sessionRefused } from '../../state/session';
import { logout } from './logout';

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
