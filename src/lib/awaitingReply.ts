// docs/messages.md#messages-awaiting-a-reply: which messages wait for the patient, for the list's
// bold rows and the navigation's count alike, and for the mock clinic's answer to the count call.

import type { Message } from '../api/types';
import { isFromPatient } from './messageSender';

type ReplyFields = Pick<Message, 'repliedAt' | 'repliedMessage' | 'isReplied'>;
type AwaitFields = ReplyFields & Pick<Message, 'from'>;

/**
 * A message with repliedAt and repliedMessage counts as replied (isReplied agrees). On the
 * patient's own message the same fields are the clinic's answer, so this says it was answered.
 */
export function isAnswered(message: ReplyFields): boolean {
  return message.isReplied || (Boolean(message.repliedAt) && Boolean(message.repliedMessage));
}

/**
 * The list holds the clinic's messages and the patient's own to the assistants
 * (docs/calls.md#contract-additions). Only a clinic's message not replied to awaits the
 * patient: their own message waits for the clinic, never for them, answered or not.
 */
export const awaitsReply = (message: AwaitFields): boolean =>
  !isFromPatient(message) && !isAnswered(message);

export const awaitingReplyCount = (messages: readonly AwaitFields[]): number =>
  messages.filter(awaitsReply).length;

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
  messages: readonly AwaitFields[],
  pageSize: number,
  total?: number,
): AwaitingReply {
  const count = awaitingReplyCount(messages);
  const more = typeof total === 'number' ? total > messages.length : messages.length >= pageSize;
  return { count, atLeast: more && count > 0 };
}
