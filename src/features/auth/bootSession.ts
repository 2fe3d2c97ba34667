import { postLogout } from './api';
import {
  forgetSession,
  msLeftBeforeIdle,
  recordActivity,
  storedActivity,
  storedMark,
} from './session';

/**
 * Before the app asks the service for the shared session (restoreSession.ts): a session idle for 5 minutes or more is over,
 * whether its tab stayed open or the browser was closed and reopened an hour later (or restored
 * its tabs by itself). It is ended here, before any patient data can be fetched or shown.
 *
 * Except for a tab coming back from the bank's 3-D Secure page (`returningFromBank`, see
 * src/features/payment/bankReturn.ts): the minutes there were the patient paying, so the return
 * is activity and the session goes on, for /me and the confirmation to use. If the service has
 * ended it meanwhile, its refusal ends it here as expired, and the payment's records stay for
 * the confirmation after the patient logs in again (src/lib/storage.ts, payment at the bank).
 * Returns true when it ended one.
 */
export function endIdleSessionAtBoot(returningFromBank = false): boolean {
  const mark = storedMark();
  if (mark === null) return false;
  if (returningFromBank) {
    recordActivity();
    return false;
  }
  if (msLeftBeforeIdle(storedActivity()) > 0) return false;
  forgetSession(mark, 'idle');
  // No tab holds its token now: the service ends the session its refresh cookie names.
  postLogout(null).catch(() => undefined);
  return true;
}
