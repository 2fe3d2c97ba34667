import type { Message } from '../../api/types';
import { handleApiError } from '../../api/handleApiError';
import { replyMessage, type ReplyTextPlaces } from '../../api/replyMessage';
import { createAppAsyncThunk } from '../../app/hooks';
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
export const loadMessages = createAppAsyncThunk<MessagePage, number>(
  'messages/loadList',
  async (page, { dispatch, rejectWithValue }) => {
    const asked = Date.now();
    try {
      const reply = await getMessages(MESSAGES_PAGE_SIZE, skipFor(page));
      if (!Array.isArray(reply.messages)) throw new Error(replyText(reply) ?? 'Invalid reply');
      // docs/messages.md#messages-awaiting-a-reply: the list is new, so is the navigation's
      // count, unless one was asked since this list was.
      dispatch(recountAwaitingReply(asked));
      return {
        messages: reply.messages,
        total: typeof reply.total === 'number' ? reply.total : null,
      };
    } catch (error) {
      return rejectWithValue(handleApiError(error, dispatch).message);
    }
  },
);

/** GET /message/{id}. While it loads, what the list already knows is shown. */
export const loadMessage = createAppAsyncThunk<Message, string>(
  'messages/loadOne',
  async (id, { dispatch, rejectWithValue }) => {
    try {
      const reply = await getMessage(id);
      if (typeof reply.message !== 'object' || reply.message === null) {
        throw new Error(replyText(reply) ?? 'Invalid reply');
      }
      return reply.message;
    } catch (error) {
      return rejectWithValue(handleApiError(error, dispatch).message);
    }
  },
);
