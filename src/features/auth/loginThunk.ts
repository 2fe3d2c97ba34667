import { isAxiosError } from '../../api/isAxiosError';
import { msgKey, msgText } from '../../api/message';
import type { LoginReply } from '../../api/types';
import { handleApiError } from '../../api/handleApiError';
import { normaliseEmailInput } from '../../lib/validation/email';
import { postLogin, postLogout } from './api';
import { logout } from './logout';
import { storedToken, storeSession } from './session';
import { loginSucceeded } from '../../state/auth';
import { loadUser } from './thunks';
import { createAppAsyncThunk } from '../../app/hooks';

// The login form's thunk, apart from loadUser: only the login page needs it, and every page's
// first load carries loadUser.

export interface LoginInput {
  email: string;
  password: string;
  recaptcha: string;
}

function serverLoginMessage(error: unknown): string | undefined {
  if (!isAxiosError<LoginReply>(error)) return undefined;
  const message = error.response?.data?.extras?.message;
  return typeof message === 'string' && message ? message : undefined;
}

export const login = createAppAsyncThunk<void, LoginInput>(
  'auth/login',
  async ({ email, password, recaptcha }, { dispatch, getState, rejectWithValue }) => {
    let token: string | undefined;
    try {
      const reply = await postLogin({
        method: 'email',
        email: normaliseEmailInput(email),
        password,
        recaptcha,
      });
      if (!reply.success || !reply.extras?.accessToken) {
        const message = reply.extras?.message;
        return rejectWithValue(message ? msgText(message) : msgKey('auth:login.errors.failed'));
      }
      token = reply.extras.accessToken;
    } catch (error) {
      handleApiError(error, dispatch);
      // The service may refuse with a 4xx that still carries its extras.message.
      const message = serverLoginMessage(error);
      return rejectWithValue(message ? msgText(message) : msgKey('auth:login.errors.network'));
    }
    // A session another tab still keeps (a patient who left without logging out) ends here and
    // on the service: that tab lets go of it when it sees the new token.
    const previous = storedToken();
    if (previous !== null && previous !== token) postLogout(previous).catch(() => undefined);
    storeSession(token);
    dispatch(loginSucceeded(token));
    const loaded = await dispatch(loadUser({ retry: false, interactive: true }));
    if (loadUser.rejected.match(loaded)) {
      // The password was accepted but the patient could not be loaded: not logged in after all,
      // and the form must say so rather than wait on a session that never starts.
      const unreachable = getState().auth.apiUnavailable;
      dispatch(logout('user'));
      return rejectWithValue(
        msgKey(unreachable ? 'auth:login.errors.network' : 'auth:login.errors.failed'),
      );
    }
  },
);
