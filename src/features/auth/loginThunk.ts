import { isAxiosError } from '../../api/isAxiosError';
import { msgKey, msgText } from '../../api/message';
import type { LoginReply } from '../../api/types';
import { handleApiError } from '../../api/handleApiError';
import { normaliseEmailInput } from '../../lib/validation/email';
import { postLogin } from './api';
import { storeSession } from './session';
import { takeReturnTo } from '../../lib/returnTo';
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
  async ({ email, password, recaptcha }, { dispatch, rejectWithValue }) => {
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
    } catch (error) {
      handleApiError(error, dispatch);
      // The service may refuse with a 4xx that still carries its extras.message.
      const message = serverLoginMessage(error);
      return rejectWithValue(message ? msgText(message) : msgKey('auth:login.errors.network'));
    }
    // The service has set its refresh cookie (and ended the session of the cookie it replaced,
    // which another tab may still show: that tab lets go of it when it sees the new mark). The
    // token is not kept here: reCAPTCHA's script is in this page (src/lib/thirdPartyScripts.ts).
    // The patient's page is a fresh page load, which asks the service for the token.
    storeSession();
    window.location.replace(takeReturnTo());
    // The page is going: the form stays busy until it has gone.
    await new Promise<never>(() => {});
  },
);
