import { msgKey, type Msg } from '../../api/message';
import type { Message, MessageReplyReply } from '../../api/types';
import { failureMsg, replyMsg } from '../../api/replyMessage';
import { toApiError } from '../../api/errors';
import { handleApiError } from '../../api/handleApiError';
import type { AppDispatch } from '../../app/store';
import { setAlert } from '../../state/alerts/actions';
import { ALERT_DURATION } from '../../state/alerts/slice';
import { getMessageByToken, postMessage, putReply, putReplyByToken } from './api';
import { replyFormData, SERVER_ERROR, type ReplyDraft } from './replyDraft';
import { DETAIL_FIRST, loadMessage } from './loadThunks';
import { recountAwaitingReply } from './recountAwaitingReply';
import { replyStored } from './slice';

export type Outcome = { ok: true } | { ok: false; error: Msg };

export { loadMessage, loadMessages } from './loadThunks';

/** POST /message/sent. Success is a 10-second alert; a failure stays by the form. */
export const sendMessage =
  (text: string) =>
  async (dispatch: AppDispatch): Promise<Outcome> => {
    const failed: Outcome = { ok: false, error: msgKey('messages:compose.failed') };
    try {
      const reply = await postMessage(text.trim());
      if (!reply.success) return failed;
    } catch (error) {
      handleApiError(error, dispatch);
      return failed;
    }
    dispatch(
      setAlert(msgKey('messages:compose.sent'), 'success', { timeout: ALERT_DURATION.generic }),
    );
    return { ok: true };
  };

/**
 * What a failed reply says: a refusal's own text, else 'Server error, please try again later'
 * (docs/messages.md#reply-dialog). A refusal sent with a 4xx status still carries its text.
 */
function replyFailure(error: unknown, dispatch: AppDispatch): Msg {
  const apiError = handleApiError(error, dispatch);
  if (apiError.kind === 'tokenNotValid') return apiError.message;
  return failureMsg(error, SERVER_ERROR);
}

const refused = (reply: MessageReplyReply): Msg => replyMsg(reply, SERVER_ERROR, DETAIL_FIRST);

/** PUT /message/{id} multipart: the reply, then the message shows it instead of Reply. */
export const sendReply =
  (id: string, draft: ReplyDraft) =>
  async (dispatch: AppDispatch): Promise<Outcome> => {
    let reply: MessageReplyReply;
    try {
      reply = await putReply(id, replyFormData(draft));
    } catch (error) {
      return { ok: false, error: replyFailure(error, dispatch) };
    }
    if (!reply.success) return { ok: false, error: refused(reply) };
    const updated = reply.extras?.payload;
    if (updated) dispatch(replyStored(updated));
    else await dispatch(loadMessage(id));
    // docs/messages.md#messages-awaiting-a-reply: the navigation's count, asked again now.
    dispatch(recountAwaitingReply(Date.now()));
    dispatch(setAlert(msgKey('messages:reply.sent'), 'success'));
    return { ok: true };
  };

export type TokenMessage =
  { kind: 'ready'; message: Message; isReplied: boolean } | { kind: 'invalid'; error: Msg };

/** GET /sick-note/message/reply?token=…: the one message a mailed link answers. */
export const loadMessageByToken =
  (token: string) =>
  async (dispatch: AppDispatch): Promise<TokenMessage> => {
    if (!token) return { kind: 'invalid', error: msgKey('messages:token.missing') };
    try {
      const reply = await getMessageByToken(token);
      const message = reply.extras?.payload;
      if (!reply.success || !message) {
        return {
          kind: 'invalid',
          error: replyMsg(reply, msgKey('messages:token.invalid'), DETAIL_FIRST),
        };
      }
      return { kind: 'ready', message, isReplied: reply.extras?.isReplied === true };
    } catch (error) {
      // No session is involved here, so a stale token must not log anyone out.
      const apiError = toApiError(error);
      if (apiError.kind === 'network') handleApiError(error, dispatch);
      return { kind: 'invalid', error: SERVER_ERROR };
    }
  };

export type TokenReplyOutcome = { ok: true } | { ok: false; error: Msg; alreadyReplied: boolean };

/** PUT /sick-note/message/update-replies?token=… multipart. */
export const sendReplyByToken =
  (token: string, draft: ReplyDraft) =>
  async (dispatch: AppDispatch): Promise<TokenReplyOutcome> => {
    try {
      const reply = await putReplyByToken(token, replyFormData(draft));
      if (reply.success) {
        // A patient logged in in this tab sees their count follow (nothing is asked otherwise).
        dispatch(recountAwaitingReply(Date.now()));
        return { ok: true };
      }
      return { ok: false, error: refused(reply), alreadyReplied: reply.extras?.isReplied === true };
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.kind === 'network') handleApiError(error, dispatch);
      return { ok: false, error: failureMsg(error, SERVER_ERROR), alreadyReplied: false };
    }
  };
