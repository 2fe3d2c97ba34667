import { HttpResponse } from 'msw';
import type { LoginReply } from '../../../api/types';
import { createSession, endSession, findUserByEmail } from '../db';
import { failWithExtras } from '../replies';
import { readBody, secret, text } from './body';
import { route } from './route';
import { tokenOf } from './session';

export const LOGIN_MESSAGES = {
  botCheck: 'Please validate you are not a bot.',
  userNotFound: 'User not found. Please check your e-mail address or sign up.',
  unconfirmed:
    'Please confirm your e-mail address first. Check your inbox for the confirmation link.',
  wrongPassword: 'Incorrect e-mail or password.',
} as const;

export const authHandlers = [
  route('post', '/login', async ({ request }) => {
    const body = await readBody(request);
    if (!text(body.recaptcha)) return failWithExtras(LOGIN_MESSAGES.botCheck);
    const record = findUserByEmail(text(body.email));
    if (!record) return failWithExtras(LOGIN_MESSAGES.userNotFound);
    if (!record.confirmed) return failWithExtras(LOGIN_MESSAGES.unconfirmed);
    if (record.password !== secret(body.password)) {
      return failWithExtras(LOGIN_MESSAGES.wrongPassword);
    }
    // A blocked account still logs in: the portal tells the patient why services are closed.
    const reply: LoginReply = {
      success: true,
      extras: { accessToken: createSession(record.profile.id) },
    };
    return HttpResponse.json(reply);
  }),
  // An addition to the spec's calls (README, service contract): logging out ends the session on
  // the service, so a token left in a closed tab, a history entry or a log no longer works. It
  // answers the same whether the token was live or not, so it tells nothing about a token.
  route('post', '/logout', ({ request }) => {
    const token = tokenOf(request);
    if (token) endSession(token);
    return HttpResponse.json({ success: true });
  }),
];
