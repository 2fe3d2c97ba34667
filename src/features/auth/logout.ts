import type { AppDispatch, RootState } from '../../app/store';
import { alertsCleared } from '../../state/alerts/slice';
import { postLogout } from './api';
import { forgetSession } from './session';
import { loggedOut, type LogoutReason } from '../../state/auth';

export interface LogoutOptions {
  /**
   * Another tab ended or replaced the session: this tab only lets go of it. It neither tells the
   * service (that tab did) nor touches the stored session, which may already be someone else's.
   */
  remote?: boolean;
}

/**
 * Ends the tab's session: the stored mark and its leftovers go, the service is told (fire and
 * forget: a service without POST /logout, or one that cannot be reached, changes nothing here)
 * and clears its refresh cookie, and every slice that holds patient data empties itself on
 * loggedOut. The other tabs see the stored mark go and end theirs (sessionSync.ts).
 */
export const logout =
  (reason: LogoutReason = 'user', { remote = false }: LogoutOptions = {}) =>
  (dispatch: AppDispatch, getState: () => RootState) => {
    const { token, mark } = getState().auth;
    forgetSession(remote ? null : mark, reason);
    if (reason === 'user') dispatch(alertsCleared());
    dispatch(loggedOut(reason));
    // Without the token (a page that had reCAPTCHA let go of it), the cookie names the session.
    if (!remote && (token !== null || mark !== null)) postLogout(token).catch(() => undefined);
  };
