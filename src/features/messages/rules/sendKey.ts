// docs/messages.md#new-message: one Idempotency-Key per message the patient sends, so a message
// sent while the line drops is stored once. A send whose outcome is unknown (no answer, a 5xx, a
// timeout) may have been stored: its retry repeats the key and the service answers the first
// outcome instead of storing the message again. The key belongs to the text as sent (trimmed,
// as the service stores it), so a changed text is another message with a key of its own.

/** The message being sent and its key, kept until the service has it. */
export interface PendingSend {
  /** The text as sent (trimmed). */
  text: string;
  key: string;
}

/** The text the service is sent for what the patient typed. */
export const sentText = (typed: string): string => typed.trim();

/**
 * The send to make for `typed`: the pending one (its key) when it is the same message, else the
 * same text with a new key from `newKey`.
 */
export function nextSend(
  pending: PendingSend | null,
  typed: string,
  newKey: () => string,
): PendingSend {
  const text = sentText(typed);
  return pending?.text === text ? pending : { text, key: newKey() };
}

/**
 * What is kept after a send: nothing once it succeeded (the next message gets a new key); the
 * send itself after any failure, so a retry of the same text repeats its key. A refusal leaves
 * the key unused at the service, so repeating it then is harmless too.
 */
export const afterSend = (send: PendingSend, succeeded: boolean): PendingSend | null =>
  succeeded ? null : send;
