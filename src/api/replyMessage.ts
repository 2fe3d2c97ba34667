import { isAxiosError } from './isAxiosError';

// The service answers many failures as { success: false, message } or
// { success: false, extras: { message } }, sometimes with a 4xx status. Screens show that text
// when there is one, and their own fallback otherwise.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The text a reply body carries (top-level message first, then extras.message), if any. */
export function replyMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.message === 'string' && body.message.trim()) return body.message;
  const extras = body.extras;
  if (isRecord(extras) && typeof extras.message === 'string' && extras.message.trim()) {
    return extras.message;
  }
  return undefined;
}

/** The same text, read from the response of a call that failed (4xx/5xx). */
export function errorReplyMessage(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  return replyMessage(error.response?.data);
}
