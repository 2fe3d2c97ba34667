// docs/messages.md#my-messages-list: how My Messages pages through messages and which ones still need an answer.

import type { Message } from '../../api/types';
import { awaitsReply, isAnswered } from '../../lib/awaitingReply';
import { isFromPatient } from '../../lib/messageSender';

type StateFields = Pick<Message, 'from' | 'repliedAt' | 'repliedMessage' | 'isReplied'>;

/** Messages a page of My Messages shows. */
export const MESSAGES_PAGE_SIZE = 15;

// The list and the navigation's count share one rule of what is replied.
export { isAnswered } from '../../lib/awaitingReply';

/**
 * A row's state, in words on screen: the patient's own message is 'sent' until the clinic
 * answers it ('answered'); the clinic's is 'awaiting' the patient's reply until 'replied'.
 */
export type MessageState = 'sent' | 'answered' | 'replied' | 'awaiting';

export function messageState(message: StateFields): MessageState {
  const answered = isAnswered(message);
  if (isFromPatient(message)) return answered ? 'answered' : 'sent';
  return answered ? 'replied' : 'awaiting';
}

/**
 * Bold in the list: only the clinic's messages that wait for the patient, by the rule the
 * navigation counts with (src/lib/awaitingReply.ts).
 */
export const isBold = (message: StateFields): boolean => awaitsReply(message);

/** Page numbers in the address: anything but a whole number from 1 up means page 1. */
export function pageFromQuery(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}

/** Pages needed for `total` messages (at least one, so an empty list still has a page 1). */
export function pageCount(total: number, pageSize = MESSAGES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Messages skipped to show `page`. */
export function skipFor(page: number, pageSize = MESSAGES_PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * pageSize;
}

/**
 * Whether a next page exists: from the total when the service gives one, else a full page
 * suggests more (the service may answer an empty page after it, which the list then says).
 */
export function hasNextPage(
  page: number,
  shown: number,
  total: number | null,
  pageSize = MESSAGES_PAGE_SIZE,
): boolean {
  return total === null ? shown >= pageSize : page * pageSize < total;
}
