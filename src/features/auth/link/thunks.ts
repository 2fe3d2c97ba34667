import { msgKey } from '../../../api/message';
import { sessionHiddenHere } from '../../../lib/thirdPartyScripts';
import { createServiceThunk, failureOf, type ServiceFailure } from '../../../state/serviceThunk';
import { loginSucceeded } from '../../../state/auth';
import { storeSession } from '../session';
import { loadUser } from '../thunks';
import { forgetLinkToken } from './linkToken';
import { getAuthLink } from './api';

/**
 * Spec: a missing token or a refused link sends the visitor home; a failure stays, for Retry.
 * Refused means the link's own answer said no (the call's refusal, which has no HTTP status), or a
 * 4xx in the service's own words; a 4xx without words, a 5xx or no answer is a failure.
 */
export function linkFailureGoesHome(failure: Pick<ServiceFailure, 'kind' | 'status' | 'msg'>) {
  return failure.kind === 'refused' && (failure.status === undefined || 'text' in failure.msg);
}

/**
 * Logs in with a mailed link's token: store the token, then load /me as a login does. The page
 * asks first when a patient is already logged in in this tab (AuthByTokenPage). A visitor's call:
 * no session is involved until the link opens one (a tokenNotValid answer ends none).
 */
export const loginWithLink = createServiceThunk<void, string>(
  'auth/loginWithLink',
  async (rawToken, { dispatch, refuse }) => {
    const token = rawToken.trim();
    if (!token) throw refuse(null, msgKey('authLink:errors.noToken'));
    const reply = await getAuthLink(token);
    const accessToken = reply.success ? reply.extras?.accessToken : undefined;
    if (!accessToken) throw refuse(reply, msgKey('authLink:errors.failed'));
    // The login's mark with the login as its latest activity (the idle check at boot reads
    // both), the token in memory, then the patient. This page has no third-party script, so the
    // session starts here without a fresh page load.
    if (sessionHiddenHere()) {
      // Opened from a page that had reCAPTCHA or analytics in it: the session starts in a fresh
      // page, as a password login's does (src/lib/thirdPartyScripts.ts). The link is spent.
      storeSession();
      forgetLinkToken();
      window.location.replace('/dashboard');
      return new Promise<never>(() => {});
    }
    dispatch(loginSucceeded({ token: accessToken, mark: storeSession() }));
    // A link works once: a session it opened is kept while /me fails for a while (loadUser
    // retries, and ends the session only if the service refuses it); the page goes home.
    const failure = failureOf(await dispatch(loadUser()));
    if (failure) throw refuse(null, failure.msg);
  },
  { fallback: msgKey('authLink:errors.server'), visitor: true },
);
