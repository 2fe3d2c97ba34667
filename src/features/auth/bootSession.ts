import { postLogout } from './api';
import { forgetSession, msLeftBeforeIdle, storedActivity, storedToken } from './session';

/**
 * Before the app asks /me for a stored session: a session idle for 5 minutes or more is over,
 * whether its tab stayed open or the browser was closed and reopened an hour later (or restored
 * its tabs by itself). It is ended here, before any patient data can be fetched or shown.
 * Returns true when it ended one.
 */
export function endIdleSessionAtBoot(): boolean {
  const token = storedToken();
  if (token === null || msLeftBeforeIdle(storedActivity()) > 0) return false;
  forgetSession(token, 'idle');
  postLogout(token).catch(() => undefined);
  return true;
}
