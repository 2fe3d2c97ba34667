import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Message } from '../../api/types';
import { isAnswered } from './messageList';
import MessageTime from './MessageTime';
import { senderKey } from './SenderLabel';

/** One row of My Messages; unreplied rows are bold and say so in words too. */
export default function MessageListItem({ message }: { message: Message }) {
  const { t } = useTranslation('messages');
  const answered = isAnswered(message);
  return (
    <li className={`list-group-item position-relative py-3${answered ? '' : ' is-unreplied'}`}>
      <div className="d-flex flex-wrap justify-content-between gap-2 small mb-1">
        <span className="message-sender">{t(senderKey(message))}</span>
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
      <div className="d-flex flex-wrap gap-2 mt-2">
        {answered ? (
          <span className="badge text-bg-light border">{t('status.replied')}</span>
        ) : (
          <span className="badge text-bg-warning">{t('status.awaiting')}</span>
        )}
        {!answered && message.requestImage && (
          <span className="badge text-bg-info">{t('status.pictureRequested')}</span>
        )}
      </div>
    </li>
  );
}
