import { msgKey } from '../../api/message';
import { normaliseEmailInput } from './rules/email';
import { postLogin } from './api';
import { storeSession } from './session';
import { takeReturnTo } from '../../lib/returnTo';
import { createServiceThunk } from '../../state/serviceThunk';

// The login form's thunk, apart from loadUser: only the login page needs it, and every page's
// first load carries loadUser.

export interface LoginInput {
  email: string;
  password: string;
  recaptcha: string;
}

/**
 * POST /login. A refusal says the service's words (extras.message, with a 200 or a 4xx), else
 * 'Login failed'; no answer or a 5xx says the network text (docs/account.md#login).
 */
export const login = createServiceThunk<void, LoginInput>(
  'auth/login',
  async ({ email, password, recaptcha }, { refuse }) => {
    const reply = await postLogin({
      method: 'email',
      email: normaliseEmailInput(email),
      password,
      recaptcha,
    });
    if (!reply.success || !reply.extras?.accessToken) {
      throw refuse(reply, msgKey('auth:login.errors.failed'));
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
  { fallback: msgKey('auth:login.errors.network'), places: ['extras.message'], visitor: true },
);
