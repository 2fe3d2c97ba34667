import type { ApiErrorKind } from '../api/errors';
import type { Msg } from '../api/message';

// What every service thunk (./serviceThunk.ts) rejects with, and how anything reads it. Apart from
// the thunk factory: the store's listener and the loads read failures on every page's first load,
// which has no other use for the factory and the failure words it brings.

/**
 * How a call failed:
 * - network: no answer came (offline, cut off, refused connection);
 * - tokenNotValid: the service no longer takes the session's token;
 * - refused: the service answered and said no (success: false, or a 4xx): asking again with the
 *   same input will not help;
 * - server: the service failed (a 5xx, an answer the portal cannot read), or the page's own step
 *   after the answer did.
 */
export type ServiceFailureKind = ApiErrorKind | 'refused';

/** Why a service call failed, as a page reads it: the `rejectValue` of every service thunk. */
export interface ServiceFailure<Detail = undefined> {
  /** What the patient reads. */
  msg: Msg;
  kind: ServiceFailureKind;
  /** The answer's HTTP status, when an answer came. */
  status?: number;
  /** Extra lines an answer's `errors` list carried (the error alert shows them). */
  lines: string[];
  /** Asked without a session (a link's token is the key): a tokenNotValid ends no session. */
  visitor: boolean;
  /** The call's failure also raises the error alert (the dashboard's service buttons). */
  alert: boolean;
  /** A courtesy call's failure: the portal hears nothing of it (no banner, logout or alert). */
  quiet?: true;
  /** What a particular call tells its page beside the words (say, 'already replied'). */
  detail?: Detail;
}

/** A service thunk's failure, read from any rejected action (the listener's and the loads'). */
export function isServiceFailure(value: unknown): value is ServiceFailure<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'msg' in value &&
    'kind' in value &&
    'visitor' in value
  );
}
