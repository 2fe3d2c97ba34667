import { createAction } from '@reduxjs/toolkit';

// What every part of the portal hears about the patient's session and the service, as events
// (docs/account.md#sessions). They live here, not in the auth feature, so a slice that empties
// itself at logout, or the error handler that notices the service is gone, depends on the events
// and not on features/auth. The auth slice keeps the state they change.

/** elsewhere: another tab logged out, or someone else logged in there. */
export type LogoutReason = 'user' | 'idle' | 'expired' | 'elsewhere';

/** The tab's session ended: every slice that holds patient data empties itself. */
export const loggedOut = createAction<LogoutReason>('auth/loggedOut');

/** A call answered (true) or failed with no answer at all (false): the banner follows it. */
export const apiAvailabilityChanged = createAction<boolean>('auth/apiAvailabilityChanged');

/**
 * The service refused the session (a tokenNotValid reply). The auth feature ends it a second
 * later (docs/account.md#expired-token), unless it has already ended.
 */
export const sessionRefused = createAction('auth/sessionRefused');
