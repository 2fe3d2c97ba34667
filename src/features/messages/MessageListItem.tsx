import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Message } from '../../api/types';
import { isBold, messageState, type MessageState } from './messageList';
import MessageTime from './MessageTime';
import { senderKey } from './SenderLabel';

// Each state says itself in words; the colour only repeats it.
const BADGE: Record<MessageState, string> = {
  sent: 'badge text-bg-secondary',
  answered: 'badge text-bg-light border',
  replied: 'badge text-bg-light border',
  awaiting: 'badge text-bg-warning',
};

/**
 * One row of My Messages, read as an exchange (docs/messages.md#my-messages-list): the clinic's
 * message with the patient's reply beneath, or the patient's own message with the clinic's
 * answer beneath. Only the clinic's messages awaiting the patient are bold.
 */
export default function MessageListItem({ message }: { message: Message }) {
  const { t } = useTranslation('messages');
  const state = messageState(message);
  const own = state === 'sent' || state === 'answered';
  const beneath = state === 'sent' || state === 'awaiting' ? null : message.repliedMessage;
  return (
    <li
      className={`list-group-item position-relative py-3${isBold(message) ? ' is-unreplied' : ''}`}
    >
      <div className="d-flex flex-wrap justify-content-between gap-2 small mb-1">
        <span className="message-sender">{t(own ? 'sender.you' : senderKey(message))}</span>
        <span className="text-body-secondary">
          <MessageTime value={message.createdAt} />
        </span>
      </div>
      <Link
        to={`/message/${encodeURIComponent(message._id)}`}
        className="stretched-link text-body text-decoration-none"
      >
        <span className="message-preview">{message.message}</span>
      </Link>
      {beneath && (
        <div className="message-answer small mt-2">
          <div className="d-flex flex-wrap justify-content-between gap-2 text-body-secondary">
            <span>{t(own ? 'list.answer' : 'list.yourReply')}</span>
            {message.repliedAt && <MessageTime value={message.repliedAt} />}
          </div>
          {/* Plain text, as React writes it: never HTML. The row is one link, so no links. */}
          <span className="message-preview">{beneath}</span>
        </div>
      )}
      <div className="d-flex flex-wrap gap-2 mt-2">
        <span className={BADGE[state]}>{t(`status.${state}`)}</span>
        {state === 'awaiting' && message.requestImage && (
          <span className="badge text-bg-info">{t('status.pictureRequested')}</span>
        )}
      </div>
    </li>
  );
}
