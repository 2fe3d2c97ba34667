import { findUserByToken } from '../db';
import { HttpResponse } from 'msw';
import { REQUEST_TEXTS } from '../requestRules';
import { tokenNotValid } from '../replies';
import type { UserRecord } from '../types';

export function tokenOf(request: Request): string | null {
  return request.headers.get('x-auth-token') ?? request.headers.get('x-access-token');
}

/**
 * The account behind the request's token. Without a valid one it throws the tokenNotValid reply,
 * which MSW sends as the response, so a handler cannot forget to stop.
 */
export function requireUser(request: Request): UserRecord {
  const user = findUserByToken(tokenOf(request));
  if (!user) throw tokenNotValid();
  return user;
}

/**
 * Like requireUser, for the calls that start or pay for a service: a blocked account is refused
 * with the spec's words, however the portal was reached (a typed address, an old tab). The text
 * is under both names the clients read (message, error).
 */
export function requireServiceUser(request: Request): UserRecord {
  const user = requireUser(request);
  if (user.profile.blocked) {
    throw HttpResponse.json(
      { success: false, message: REQUEST_TEXTS.blocked, error: REQUEST_TEXTS.blocked },
      { status: 403 },
    );
  }
  return user;
}
