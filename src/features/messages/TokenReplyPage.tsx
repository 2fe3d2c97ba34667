import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Msg } from '../../api/message';
import type { Message } from '../../api/types';
import { addressTokenKeys, useAddressToken } from '../../lib/addressToken';
import { useAppDispatch } from '../../app/hooks';
import Spinner from '../../components/Spinner';
import { useMsg } from '../../i18n/useMsg';
import { tryCloseWindow } from '../../lib/closeWindow';
import MessageText from './MessageText';
import MessageTime from './MessageTime';
import ReplyForm from './ReplyForm';
import type { ReplyDraft } from './replyDraft';
import { senderKey } from './SenderLabel';
import { loadMessageByToken, sendReplyByToken } from './thunks';
import { failureOf } from '../../state/serviceThunk';
import './messages.css';

/** docs/messages.md#token-reply-page: the pop-up closes itself 3 seconds after it is done. */
export const CLOSE_AFTER_MS = 3_000;

type View =
  | { kind: 'loading' }
  | { kind: 'invalid'; error: Msg }
  | { kind: 'ready'; message: Message }
  | { kind: 'answered'; message: Message }
  | { kind: 'sent' };

/**
 * docs/messages.md#token-reply-page: a window opened from an e-mail answers one message with its token,
 * then closes itself (or says it cannot, where the browser does not allow it).
 */
export default function TokenReplyPage() {
  const { t } = useTranslation('messages');
  const render = useMsg();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  // The token moves from the address (?token=) to the tab's sessionStorage; the address becomes
  // /message-reply, which a reload opens again.
  const kept = useAddressToken(addressTokenKeys.reply, params.get('token'), '/message-reply');
  const token = kept ?? '';
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [closeRefused, setCloseRefused] = useState(false);

  useEffect(() => {
    // Still in the address: the page loads the message once the address is clean.
    if (kept === undefined) return undefined;
    let active = true;
    // Without a token (the clean address opened by hand), the thunk says the link is missing.
    void dispatch(loadMessageByToken(kept ?? '')).then((result) => {
      if (!active) return;
      const failure = failureOf(result);
      if (failure) setView({ kind: 'invalid', error: failure.msg });
      else if (loadMessageByToken.fulfilled.match(result)) {
        const { message, isReplied } = result.payload;
        setView({ kind: isReplied ? 'answered' : 'ready', message });
      }
    });
    return () => {
      active = false;
    };
  }, [dispatch, kept]);

  // Done, or nothing to do: the window closes 3 s later; a link that does not work closes too.
  const finished = view.kind === 'sent' || view.kind === 'invalid';
  useEffect(() => {
    if (!finished) return;
    let active = true;
    const timer = setTimeout(() => {
      void tryCloseWindow().then((closed) => {
        if (active && !closed) setCloseRefused(true);
      });
    }, CLOSE_AFTER_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [finished]);

  const send = async (draft: ReplyDraft): Promise<Msg | null> => {
    const failure = failureOf<{ alreadyReplied: boolean }>(
      await dispatch(sendReplyByToken({ token, draft })),
    );
    if (!failure) {
      setView({ kind: 'sent' });
      return null;
    }
    if (failure.detail?.alreadyReplied && view.kind === 'ready') {
      setView({ kind: 'answered', message: view.message });
      return null;
    }
    return failure.msg;
  };

  const closeNotice = closeRefused ? (
    <p className="mb-0 mt-2">{t('token.closeRefused')}</p>
  ) : finished ? (
    <p className="mb-0 mt-2">{t('token.closing', { seconds: CLOSE_AFTER_MS / 1000 })}</p>
  ) : null;

  return (
    <div className="container page-section token-reply">
      <div className="mx-auto" style={{ maxWidth: '44rem' }}>
        <h1 className="h2">{t('token.title')}</h1>
        {view.kind === 'loading' && <Spinner />}
        {view.kind === 'invalid' && (
          <div className="alert alert-danger" role="alert">
            {render(view.error)}
            {closeNotice}
          </div>
        )}
        {view.kind === 'sent' && (
          <div className="alert alert-success" role="status">
            {t('reply.sent')}
            {closeNotice}
          </div>
        )}
        {(view.kind === 'ready' || view.kind === 'answered') && (
          <>
            <figure className="reply-original mb-4">
              <figcaption className="small text-body-secondary mb-1">
                {t('reply.original', { sender: t(senderKey(view.message)) })} ·{' '}
                <MessageTime value={view.message.createdAt} />
              </figcaption>
              <blockquote className="mb-0">
                <MessageText text={view.message.message} className="mb-0" />
              </blockquote>
            </figure>
            {view.kind === 'answered' ? (
              <div className="alert alert-info" role="status">
                {t('token.alreadyReplied')}
              </div>
            ) : (
              <ReplyForm requestImage={view.message.requestImage} onSend={send} />
            )}
          </>
        )}
      </div>
    </div>
  );
}
