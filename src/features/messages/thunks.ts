import { msgKey } from '../../api/message';
import type { Message } from '../../api/types';
import { setAlert } from '../../state/alerts/actions';
import { ALERT_DURATION } from '../../state/alerts/slice';
import { createServiceThunk } from '../../state/serviceThunk';
import { getMessageByToken, postMessage, putReply, putReplyByToken } from './api';
import { replyFormData, SERVER_ERROR, type ReplyDraft } from './replyDraft';
import { DETAIL_FIRST, loadMessage } from './loadThunks';
import { recountAwaitingReply } from './recountAwaitingReply';
import { replyStored } from './slice';
import type { PendingSend } from './rules/sendKey';

// The messages pages' one-off calls (the loads are in loadThunks.ts, which the list's chunk
// carries without these). Each is a service thunk (src/state/serviceThunk.ts): a failure rejects
// with the words the page shows.

export { loadMessage, loadMessages } from './loadThunks';

/**
 * POST /message/sent with the message's Idempotency-Key (rules/sendKey.ts). Success is a
 * 10-second alert; a failure stays by the form.
 */
export const sendMessage = createServiceThunk<void, PendingSend>(
  'messages/send',
  async ({ text, key }, { dispatch, refuse }) => {
    const reply = await postMessage(text, key);
    if (!reply.success) throw refuse(null);
    dispatch(
      setAlert(msgKey('messages:compose.sent'), 'success', { timeout: ALERT_DURATION.generic }),
    );
  },
  // Only our words: the spec's 'Failed to send message' (docs/messages.md#new-message).
  { fallback: msgKey('messages:compose.failed'), places: [] },
);

/**
 * PUT /message/{id} multipart: the reply, then the message shows it instead of Reply. A failure
 * says the service's reason, else 'Server error, please try again later'
 * (docs/messages.md#reply-dialog); a refusal sent with a 4xx status still carries its text.
 */
export const sendReply = createServiceThunk<void, { id: string; draft: ReplyDraft }>(
  'messages/reply',
  async ({ id, draft }, { dispatch, refuse }) => {
    const reply = await putReply(id, replyFormData(draft));
    if (!reply.success) throw refuse(reply);
    const updated = reply.extras?.payload;
    if (updated) dispatch(replyStored(updated));
    else await dispatch(loadMessage(id));
    // docs/messages.md#messages-awaiting-a-reply: the navigation's count, asked again now.
    dispatch(recountAwaitingReply(Date.now()));
    dispatch(setAlert(msgKey('messages:reply.sent'), 'success'));
  },
  { fallback: SERVER_ERROR, places: DETAIL_FIRST },
);

export interface TokenMessage {
  message: Message;
  isReplied: boolean;
}

/**
 * GET /sick-note/message/reply?token=…: the one message a mailed link answers. No session is
 * involved, so a stale token logs nobody out; a link the service refuses says its reason, else
 * 'This link is not valid'; no answer or a 5xx says 'Server error, please try again later'.
 */
export const loadMessageByToken = createServiceThunk<TokenMessage, string>(
  'messages/loadByToken',
  async (token, { refuse }) => {
    if (!token) throw refuse(null, msgKey('messages:token.missing'));
    const reply = await getMessageByToken(token);
    const message = reply.extras?.payload;
    if (!reply.success || !message) throw refuse(reply, msgKey('messages:token.invalid'));
    return { message, isReplied: reply.extras?.isReplied === true };
  },
  { fallback: SERVER_ERROR, places: DETAIL_FIRST, statusWords: false, visitor: true },
);

/** PUT /sick-note/message/update-replies?token=… multipart; a refusal says if it was answered. */
export const sendReplyByToken = createServiceThunk<
  void,
  { token: string; draft: ReplyDraft },
  { alreadyReplied: boolean }
>(
  'messages/replyByToken',
  async ({ token, draft }, { dispatch, refuse }) => {
    const reply = await putReplyByToken(token, replyFormData(draft));
    if (!reply.success) {
      throw refuse(reply, undefined, { alreadyReplied: reply.extras?.isReplied === true });
    }
    // A patient logged in in this tab sees their count follow (nothing is asked otherwise).
    dispatch(recountAwaitingReply(Date.now()));
  },
  { fallback: SERVER_ERROR, places: DETAIL_FIRST, visitor: true },
);
