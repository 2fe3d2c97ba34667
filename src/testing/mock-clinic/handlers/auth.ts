import { HttpResponse } from 'msw';
import type { LoginReply } from '../../../api/types';
import {
  createSession,
  endSession,
  findUserByEmail,
  refreshIdFor,
  refreshSession,
  tokenOfRefreshId,
} from '../db';
import { refreshIdOf, withRefreshCookie } from '../refreshCookie';
import { failWithExtras, tokenNotValid } from '../replies';
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

/**
 * A login (by password or mailed link): a new session, its token in the answer and its refresh
 * cookie set. The session of the cookie it replaces ends, since no tab could refresh it again.
 * A blocked account still logs in: the portal tells the patient why services are closed.
 */
export function startSession(request: Request, userId: string): Response {
  const replaced = tokenOfRefreshId(refreshIdOf(request));
  if (replaced) endSession(replaced);
  const token = createSession(userId);
  const reply: LoginReply = { success: true, extras: { accessToken: token } };
  return withRefreshCookie(HttpResponse.json(reply), refreshIdFor(token));
}

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
    return startSession(request, record.profile.id);
  }),
  // Contract addition (docs/calls.md#session-refresh): the token of the session the refresh
  // cookie names, for a reload or a new tab; refused as tokenNotValid once it has ended or idled.
  route('post', '/session/refresh', ({ request }) => {
    const token = refreshSession(refreshIdOf(request));
    if (!token) return withRefreshCookie(tokenNotValid(), null);
    const reply: LoginReply = { success: true, extras: { accessToken: token } };
    return HttpResponse.json(reply);
  }),
  // An addition to the spec's calls (docs/calls.md#contract-additions): logging out ends the
  // session on the service, so a token left in a closed tab, a history entry or a log no longer
  // works. It answers the same whether the token was live or not, so it tells nothing about a
  // token.
  // Without a token (a session found idle when the portal opened), the cookie names the session.
  // Either way the refresh cookie is cleared.
  route('post', '/logout', ({ request }) => {
    const token = tokenOf(request) ?? tokenOfRefreshId(refreshIdOf(request));
    if (token) endSession(token);
    return withRefreshCookie(HttpResponse.json({ success: true }), null);
  }),
];
