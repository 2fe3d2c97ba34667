import { api } from '../../api/client';
import { isAxiosError } from '../../api/isAxiosError';
import type { SessionOnlyConfig } from '../../api/session';
import type { AwaitingReplyReply, MessageListReply } from '../../api/types';
import type { AwaitingReply } from '../../lib/awaitingReply';

// docs/messages.md#messages-awaiting-a-reply: the count call, and the list's first page in its
// place on a service that does not know it.

/** My Messages' page size: the page the list shows first. */
const FIRST_PAGE = 15;

// Only the session's: not sent at all beside reCAPTCHA or analytics (src/api/session.ts).
const SESSION_ONLY: SessionOnlyConfig = { sessionOnly: true };

const getCount = () =>
  api.get<AwaitingReplyReply>('/message/awaiting-reply', SESSION_ONLY).then((r) => r.data);

const getFirstPage = () =>
  api
    .get<MessageListReply>('/message/', { ...SESSION_ONLY, params: { limit: FIRST_PAGE, skip: 0 } })
    .then((r) => r.data);

/** The count, and whether the service lacks the count call (a 404, or a success without it). */
export interface AwaitingReplyAnswer extends AwaitingReply {
  listOnly: boolean;
}

/**
 * How many of the clinic's messages await the patient's reply; `listOnly` once the service has
 * shown it lacks the count call, so the count goes straight to the list. Throws what failed.
 */
export async function fetchAwaitingReply(listOnly: boolean): Promise<AwaitingReplyAnswer> {
  if (!listOnly) {
    try {
      const reply = await getCount();
      if (typeof reply.count === 'number') {
        return { count: reply.count, atLeast: false, listOnly: false };
      }
      if (reply.success !== true) throw new Error('Refused');
    } catch (error) {
      if (!isAxiosError(error) || error.response?.status !== 404) throw error;
    }
  }
  const page = await getFirstPage();
  if (!Array.isArray(page.messages)) throw new Error('Invalid reply');
  // The list's rule comes with the messages pages' code: only such a service downloads it here.
  const { awaitingOnFirstPage } = await import('../../lib/awaitingReply');
  return { ...awaitingOnFirstPage(page.messages, FIRST_PAGE, page.total), listOnly: true };
}
