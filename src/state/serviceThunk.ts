import { msgKey, msgText } from '../api/message';
import { MESSAGE_FIRST, refusalMessage, replyMessage } from '../api/replyMessage';
import { setAlert, setErrorAlert } from './alerts/actions';
import { isServiceFailure, wording, type ServiceFailure } from './serviceCore';

// The one way a feature calls the clinic service: createServiceThunk (./serviceCore.ts) with the
// screens' own words for a failure plugged in: a refusal's text where the policy's service puts it
// (docs/errors.md#error-policy), and the error alert a policy asks for. Every feature imports it
// from here; only the loads on every page's first load (the session, the courtesy loads, which
// word no failure of their own) take the core alone.

export * from './serviceCore';

const asMsg = (text: string | undefined) => (text ? msgText(text) : undefined);

wording.ofError = (error, policy) => asMsg(refusalMessage(error, policy.places ?? MESSAGE_FIRST));
wording.ofAnswer = (answer, policy) => asMsg(replyMessage(answer, policy.places ?? MESSAGE_FIRST));
wording.alert = (failure, dispatch) => {
  // An answer the call read as a no (a Refusal: no HTTP status) is in the call's own words, so
  // its alert has no 'Error - ' title (docs/errors.md#generic-error-handler).
  if (failure.kind === 'refused' && failure.status === undefined) {
    dispatch(setAlert(failure.msg, 'danger'));
    return;
  }
  const kind = failure.kind === 'refused' ? 'server' : failure.kind;
  const error = { kind, message: failure.msg, lines: failure.lines };
  dispatch(
    setErrorAlert(failure.status === undefined ? error : { ...error, status: failure.status }),
  );
};

/** What dispatching a service thunk resolves to: its fulfilled or its rejected action. */
interface SettledAction {
  payload?: unknown;
  meta: { requestStatus: 'fulfilled' | 'rejected' };
}

/**
 * The failure a dispatched service thunk ended with, or null when it was answered: the one way a
 * page reads a call's result (`const failure = failureOf(await dispatch(sendMessage(text)))`).
 */
export function failureOf<Detail = undefined>(
  result: SettledAction,
): ServiceFailure<Detail> | null {
  if (result.meta.requestStatus === 'fulfilled') return null;
  if (isServiceFailure(result.payload)) return result.payload as ServiceFailure<Detail>;
  // Rejected without a failure: only a thunk aborted before it called (never by the service).
  return {
    msg: msgKey('common:errors.unknown'),
    kind: 'server',
    lines: [],
    visitor: false,
    alert: false,
  };
}
