function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The text a reply body carries (message, then extras.message), if any. */
export function replyMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.message === 'string' && body.message.trim()) return body.message;
  const extras = body.extras;
  if (isRecord(extras) && typeof extras.message === 'string' && extras.message.trim()) {
    return extras.message;
  }
  return undefined;
}
