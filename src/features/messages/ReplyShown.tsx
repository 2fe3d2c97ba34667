import { forwardRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Message } from '../../api/types';
import { formatFileSize } from '../../lib/files';
import MessageTime from './MessageTime';

/** The patient's reply (text, files, time): shown where the Reply button was. */
const ReplyShown = forwardRef<HTMLHeadingElement, { message: Message }>(function ReplyShown(
  { message },
  headingRef,
) {
  const { t } = useTranslation('messages');
  return (
    <section className="card border-success-subtle mt-4" aria-labelledby="your-reply-title">
      <div className="card-body">
        <h2 id="your-reply-title" className="h5" tabIndex={-1} ref={headingRef}>
          {t('detail.yourReply')}
        </h2>
        {message.repliedAt && (
          <p className="small text-body-secondary mb-2">
            {/* The label carries its own colon ("Sent: ", 「發送時間：」), so no space is added. */}
            <Trans
              t={t}
              i18nKey="detail.repliedAt"
              components={{ time: <MessageTime value={message.repliedAt} /> }}
            />
          </p>
        )}
        <p className="message-text">{message.repliedMessage}</p>
        {message.files.length > 0 && (
          <>
            <h3 className="h6 mt-3">{t('detail.files')}</h3>
            <ul className="list-unstyled mb-0">
              {message.files.map((file) => (
                <li key={file._id} className="d-flex flex-wrap gap-2">
                  <span className="file-picker-name">{file.fileName}</span>
                  <span className="text-body-secondary small">{formatFileSize(file.size)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
});

export default ReplyShown;
