// Answers several areas share, with the real service's exact wording.

import { HttpResponse } from 'msw';
import type { TokenNotValidReply } from '../../api/types';

export const TOKEN_NOT_VALID: TokenNotValidReply = {
  type: 'tokenNotValid',
  message: 'Your session has expired. Please log in again.',
};

export function tokenNotValid(): Response {
  return HttpResponse.json(TOKEN_NOT_VALID, { status: 401 });
}

export function internalServerError(): Response {
  return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
}

/** What a service that has no such call answers (as npm run mock-server does for any unknown path). */
export function notFound(): Response {
  return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
}

export function ok(): Response {
  return HttpResponse.json({ success: true });
}

/** The envelope most account calls fail with: 200, success false, the text in extras.message. */
export function failWithExtras(message: string): Response {
  return HttpResponse.json({ success: false, extras: { message } });
}

/** The envelope the password calls fail with: the text at the top level. */
export function failWithMessage(message: string, status = 200): Response {
  return HttpResponse.json({ success: false, message }, { status });
}
