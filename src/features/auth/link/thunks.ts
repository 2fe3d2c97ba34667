import { msgKey, msgText, type Msg } from '../../../api/message';
import { refusalMessage, replyMsg } from '../../../api/replyMessage';
import { handleApiError } from '../../../api/handleApiError';
import { sessionHiddenHere } from '../../../lib/thirdPartyScripts';
import { storeSession } from '../session';
import { forgetLinkToken } from './linkToken';
import { loginSucceeded } from '../../../state/auth';
import { loadUser } from '../thunks';
import { getAuthLink } from './api';
import { createAppAsyncThunk } from '../../../app/hooks';

export interface AuthLinkFailure {
  message: Msg;
  /** Spec: a missing token or a refused link sends the visitor home; a network failure stays. */
  goHome: boolean;
}

const failure = (message: Msg, goHome: boolean): AuthLinkFailure => ({ message, goHome });

/**
 * Logs in with a mailed link's token: store the token, then load /me as a login does. The page
 * asks first when a patient is already logged in in this tab (AuthByTokenPage).
 */
export const loginWithLink = createAppAsyncThunk<void, string, { rejectValue: AuthLinkFailure }>(
  'auth/loginWithLink',
  async (rawToken, { dispatch, rejectWithValue }) => {
    const token = rawToken.trim();
    if (!token) return rejectWithValue(failure(msgKey('authLink:errors.noToken'), true));
    let accessToken: string;
    try {
      const reply = await getAuthLink(token);
      if (!reply.success || !reply.extras?.accessToken) {
        return rejectWithValue(failure(replyMsg(reply, msgKey('authLink:errors.failed')), true));
      }
      accessToken = reply.extras.accessToken;
    } catch (error) {
      const apiError = handleApiError(error, dispatch);
      // A refused link sends the visitor home with the service's words; a failure stays (and a
      // tokenNotValid reply is about a session, which a visitor opening a link does not have).
      const text = apiError.kind === 'server' ? refusalMessage(error) : undefined;
      return rejectWithValue(
        text ? failure(msgText(text), true) : failure(msgKey('authLink:errors.server'), false),
      );
    }
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
    // retries, and ends the session only if the service refuses it).
    const loaded = await dispatch(loadUser());
    if (loadUser.rejected.match(loaded)) {
      return rejectWithValue(failure(loaded.payload ?? msgKey('authLink:errors.failed'), true));
    }
  },
);
