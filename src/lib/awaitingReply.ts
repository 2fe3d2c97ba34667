// docs/messages.md#messages-awaiting-a-reply: which messages wait for the patient, for the list's
// bold rows and the navigation's count alike, and for the mock clinic's answer to the count call.

import type { Message } from '../api/types';

type ReplyFields = Pick<Message, 'repliedAt' | 'repliedMessage' | 'isReplied'>;

/** A message with repliedAt and repliedMessage counts as replied (isReplied agrees). */
export function isAnswered(message: ReplyFields): boolean {
  return message.isReplied || (Boolean(message.repliedAt) && Boolean(message.repliedMessage));
}

/**
 * Every message of the list is the clinic's (the patient's own, sent to the assistants, are not
 * listed): those not replied to await the patient.
 */
export const awaitingReplyCount = (messages: readonly ReplyFields[]): number =>
  messages.filter((message) => !isAnswered(message)).length;

/** How many messages await a reply; `atLeast` when only part of the messages was counted. */
export interface AwaitingReply {
  count: number;
  atLeast: boolean;
}

/**
 * The count from the list's first page, for a service without the count call: a full page, or a
 * total above what it holds, means older messages went uncounted, so the count is a lower bound.
 */
export function awaitingOnFirstPage(
  messages: readonly ReplyFields[],
  pageSize: number,
  total?: number,
): AwaitingReply {
  const count = awaitingReplyCount(messages);
  const more = typeof total === 'number' ? total > messages.length : messages.length >= pageSize;
  return { count, atLeast: more && count > 0 };
}
