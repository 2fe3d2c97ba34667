import { findUserByToken } from '../db';
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
