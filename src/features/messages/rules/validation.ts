// docs/messages.md#new-message and docs/messages.md#reply-dialog: what a patient may send to the clinic.

/** A new message to the medical office assistants. */
export const NEW_MESSAGE_MAX = 200;
/** A reply to a message from the clinic. */
export const REPLY_MAX = 400;
export type NewMessageError = 'empty';

/** Spec: not empty ('Message can not be empty!'); whitespace alone says nothing. */
export function validateNewMessage(text: string): NewMessageError | null {
  return text.trim() === '' ? 'empty' : null;
}

export interface ReplyDraftFacts {
  text: string;
  requestImage: boolean;
  /** Files in the mandatory first picker (file1). */
  file1Count: number;
}

export type ReplyError = 'empty' | 'picture';

/** Spec: the text first ('Message cannot be empty'), then a picture when one was asked for. */
export function validateReply({
  text,
  requestImage,
  file1Count,
}: ReplyDraftFacts): ReplyError | null {
  if (text.trim() === '') return 'empty';
  if (requestImage && file1Count < 1) return 'picture';
  return null;
}

/**
 * Keeps typing and pasting within the limit, counted as the service counts (UTF-16 units, like
 * the textarea's maxLength), without splitting an emoji in half.
 */
export function clampText(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
  return text.slice(0, end);
}
