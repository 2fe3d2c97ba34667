// An Idempotency-Key for a call the service must not carry out twice (docs/calls.md#contract-additions):
// the charge of a request (src/features/requests/draft.ts) and a new message to the medical
// office assistants (src/features/messages/rules/sendKey.ts).

/** A new key: a UUID, or 32 hex digits where crypto.randomUUID is missing. */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  // randomUUID exists only in secure contexts (a dev server opened over a LAN address has none).
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
