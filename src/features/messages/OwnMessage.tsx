import { Trans, useTranslation } from 'react-i18next';
import type { Message } from '../../api/types';
import { isAnswered } from './messageList';
import MessageText from './MessageText';
import MessageTime from './MessageTime';

/**
 * docs/messages.md#message-detail: a message the patient wrote to the medical office assistants,
 * and the clinic's answer once there is one. The patient does not reply to their own message
 * (the service refuses it): a further question is a new message.
 */
export default function OwnMessage({ message }: { message: Message }) {
  const { t } = useTranslation('messages');
  return (
    <article aria-labelledby="message-title">
      <h1 id="message-title" className="h2 mb-1">
        {t('own.title')}
      </h1>
      <p className="text-body-secondary">
        <Trans
          t={t}
          i18nKey="own.sentAt"
          components={{ time: <MessageTime value={message.createdAt} /> }}
        />
      </p>
      <div className="card shadow-sm message-body">
        <div className="card-body">
          {/* What the patient typed, as text. */}
          <p className="message-text mb-0">{message.message}</p>
        </div>
      </div>
      {isAnswered(message) ? (
        <section className="card border-success-subtle mt-4" aria-labelledby="answer-title">
          <div className="card-body">
            <h2 id="answer-title" className="h5">
              {t('own.answer')}
            </h2>
            {message.repliedAt && (
              <p className="small text-body-secondary mb-2">
                <Trans
                  t={t}
                  i18nKey="own.answeredAt"
                  components={{ time: <MessageTime value={message.repliedAt} /> }}
                />
              </p>
            )}
            <MessageText text={message.repliedMessage ?? ''} className="mb-0" />
          </div>
        </section>
      ) : (
        <p className="alert alert-info mt-4 mb-0">{t('own.waiting')}</p>
      )}
    </article>
  );
}
