import type { Message } from '../../api/types';
import { replyMessage, type ReplyTextPlaces } from '../../api/replyMessage';
import { createServiceThunk } from '../../state/serviceThunk';
import { getMessage, getMessages } from './api';
import { recountAwaitingReply } from './recountAwaitingReply';
import { MESSAGES_PAGE_SIZE, skipFor } from './messageList';

// The two loads of the messages pages. The slice keeps their answers (src/state/load.ts drops an
// answer a newer request or a logout overtook), so this file reads no slice.

/** The message service puts a reply's detail in extras.message, its summary in message. */
export const DETAIL_FIRST: ReplyTextPlaces = ['extras.message', 'message'];
const replyText = (reply: unknown) => replyMessage(reply, DETAIL_FIRST);

export interface MessagePage {
  messages: Message[];
  /** Every message the patient has; null when the service did not say. */
  total: number | null;
}

/** GET /message/?limit=15&skip=…: one page of My Messages (1-based). */
export const loadMessages = createServiceThunk<MessagePage, number>(
  'messages/loadList',
  async (page, { dispatch }) => {
    const asked = Date.now();
    const reply = await getMessages(MESSAGES_PAGE_SIZE, skipFor(page));
    if (!Array.isArray(reply.messages)) throw new Error(replyText(reply) ?? 'Invalid reply');
    // docs/messages.md#messages-awaiting-a-reply: the list is new, so is the navigation's
    // count, unless one was asked since this list was.
    dispatch(recountAwaitingReply(asked));
    return {
      messages: reply.messages,
      total: typeof reply.total === 'number' ? reply.total : null,
    };
  },
);

/** GET /message/{id}. While it loads, what the list already knows is shown. */
export const loadMessage = createServiceThunk<Message, string>('messages/loadOne', async (id) => {
  const reply = await getMessage(id);
  if (typeof reply.message !== 'object' || reply.message === null) {
    throw new Error(replyText(reply) ?? 'Invalid reply');
  }
  return reply.message;
});
