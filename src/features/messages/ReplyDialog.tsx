import { Suspense, useEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { Msg } from '../../api/message';
import type { Message } from '../../api/types';
import Spinner from '../../components/Spinner';
import MessageText from './MessageText';
import MessageTime from './MessageTime';
import ReplyForm from './ReplyForm';
import type { ReplyDraft } from './replyDraft';
import { senderKey } from './SenderLabel';

interface Props {
  message: Message;
  show: boolean;
  onClose: () => void;
  onSend: (draft: ReplyDraft) => Promise<Msg | null>;
  /** After the closing animation; the page moves focus where it belongs then. */
  onExited?: () => void;
}

/** docs/messages.md#reply-dialog: the original and a reply box; full screen at 500 px or less. */
export default function ReplyDialog({ message, show, onClose, onSend, onExited }: Props) {
  const { t, i18n } = useTranslation('messages');
  const [busy, setBusy] = useState(false);
  // The file fields' texts ('files') are fetched while the patient reads the message, so the
  // dialog usually opens complete.
  useEffect(() => {
    void i18n.loadNamespaces('files');
  }, [i18n]);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      show={show}
      onHide={close}
      onExited={onExited}
      size="lg"
      dialogClassName="reply-dialog"
      aria-labelledby="reply-dialog-title"
      backdrop={busy ? 'static' : true}
    >
      <Modal.Header closeButton={!busy} closeLabel={t('reply.close')}>
        <Modal.Title as="h2" id="reply-dialog-title" className="h5">
          {t('reply.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <figure className="reply-original mb-4">
          <figcaption className="small text-body-secondary mb-1">
            {t('reply.original', { sender: t(senderKey(message)) })} ·{' '}
            <MessageTime value={message.createdAt} />
          </figcaption>
          <blockquote className="mb-0">
            <MessageText text={message.message} className="mb-0" />
          </blockquote>
        </figure>
        {/* If those texts are still on their way, only the form waits: suspending up to the
            page's boundary would hide the whole page, and with it the focused Reply button that
            the dialog gives focus back to. */}
        <Suspense fallback={<Spinner />}>
          <ReplyForm
            requestImage={message.requestImage}
            onSend={onSend}
            onCancel={close}
            onBusyChange={setBusy}
          />
        </Suspense>
      </Modal.Body>
    </Modal>
  );
}
