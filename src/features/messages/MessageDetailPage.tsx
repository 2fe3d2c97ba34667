import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { Msg } from '../../api/message';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import Spinner from '../../components/Spinner';
import { isAnswered } from './messageList';
import MessageText from './MessageText';
import MessageTime from './MessageTime';
import ReplyDialog from './ReplyDialog';
import type { ReplyDraft } from './replyDraft';
import ReplyShown from './ReplyShown';
import { senderKey } from './SenderLabel';
import { loadMessage, sendReply } from './thunks';
import { failureOf } from '../../state/serviceThunk';
import './messages.css';
import { selectMessages } from './slice';
import LoadFailed from './LoadFailed';
import OwnMessage from './OwnMessage';
import { isFromPatient } from '../../lib/messageSender';

/**
 * docs/messages.md#message-detail: the clinic's message with Reply, once replied the reply
 * instead; the patient's own message with the clinic's answer, or that it is waiting for one.
 */
export default function MessageDetailPage() {
  const { t } = useTranslation('messages');
  const dispatch = useAppDispatch();
  const { id = '' } = useParams();
  const { current, currentLoad, page } = useAppSelector(selectMessages);
  const { status: currentStatus, error: currentError } = currentLoad;
  const [replying, setReplying] = useState(false);
  const replyHeading = useRef<HTMLHeadingElement>(null);
  const justReplied = useRef(false);

  useEffect(() => {
    void dispatch(loadMessage(id));
  }, [dispatch, id]);

  const message = current?._id === id ? current : null;
  const back = page > 1 ? `/message?page=${page}` : '/message';

  const send = async (draft: ReplyDraft): Promise<Msg | null> => {
    const failure = failureOf(await dispatch(sendReply({ id, draft })));
    if (failure) return failure.msg;
    justReplied.current = true;
    setReplying(false);
    return null;
  };

  return (
    <div className="container page-section message-detail">
      <p>
        <Link to={back}>{t('detail.back')}</Link>
      </p>
      {!message && currentStatus === 'failed' && (
        <>
          <h1 className="h2">{t('detail.title')}</h1>
          <LoadFailed
            text={t('detail.failed')}
            error={currentError}
            onRetry={() => void dispatch(loadMessage(id))}
          />
        </>
      )}
      {!message && currentStatus !== 'failed' && <Spinner />}
      {message && isFromPatient(message) && <OwnMessage message={message} />}
      {message && !isFromPatient(message) && (
        <article aria-labelledby="message-title">
          <h1 id="message-title" className="h2 mb-1">
            {t('detail.title')}
          </h1>
          <p className="text-body-secondary">
            {t('detail.from', { sender: t(senderKey(message)) })} ·{' '}
            <MessageTime value={message.createdAt} />
          </p>
          <div className="card shadow-sm message-body">
            <div className="card-body">
              <MessageText text={message.message} className="mb-0" />
            </div>
          </div>
          {isAnswered(message) ? (
            <ReplyShown message={message} ref={replyHeading} />
          ) : (
            <div className="mt-4">
              {message.requestImage && (
                <p className="alert alert-info">{t('detail.pictureRequested')}</p>
              )}
              <button
                type="button"
                className="btn btn-primary btn-lg"
                onClick={() => setReplying(true)}
              >
                {t('detail.reply')}
              </button>
            </div>
          )}
          <ReplyDialog
            message={message}
            show={replying}
            onClose={() => setReplying(false)}
            onSend={send}
            onExited={() => {
              // The Reply button is gone; the reply that replaced it is where focus belongs.
              if (justReplied.current) replyHeading.current?.focus();
              justReplied.current = false;
            }}
          />
        </article>
      )}
    </div>
  );
}
