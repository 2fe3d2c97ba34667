// /__mock/mailbox: the e-mails the mock clinic "sent", for a person trying the app without a real
// inbox. Mail bodies are shown as text, never as HTML: they contain what users typed.

import { Alert, Card, Container, ListGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates';
import { useMailbox } from './useMailbox';

export default function MailboxPage() {
  const { t, i18n } = useTranslation('mock');
  const mails = useMailbox();
  const lang = i18n.language === 'cn' ? 'cn' : 'en';

  return (
    <Container className="py-4">
      <h1>{t('mailbox.title')}</h1>
      <p>{t('mailbox.intro')}</p>
      {mails.length === 0 ? (
        <Alert variant="info">{t('mailbox.empty')}</Alert>
      ) : (
        <Card>
          <Card.Header as="h2" className="h5" id="mock-mailbox-list">
            {t('mailbox.count', { count: mails.length })}
          </Card.Header>
          <ListGroup as="ol" variant="flush" aria-labelledby="mock-mailbox-list">
            {mails.map((mail) => (
              <ListGroup.Item as="li" key={mail.id} className="py-3">
                <h3 className="h5">{mail.subject}</h3>
                <dl className="row mb-2">
                  <dt className="col-sm-2">{t('mailbox.to')}</dt>
                  <dd className="col-sm-10">{mail.to}</dd>
                  <dt className="col-sm-2">{t('mailbox.sent')}</dt>
                  <dd className="col-sm-10">
                    <time dateTime={mail.sentAt}>{formatDateTime(mail.sentAt, lang)}</time>
                  </dd>
                  {mail.code ? (
                    <>
                      <dt className="col-sm-2">{t('mailbox.code')}</dt>
                      <dd className="col-sm-10">
                        <code className="fs-5">{mail.code}</code>
                      </dd>
                    </>
                  ) : null}
                </dl>
                <p className="mb-2" style={{ whiteSpace: 'pre-wrap' }}>
                  {mail.body}
                </p>
                {mail.link ? (
                  <a href={mail.link}>{t('mailbox.openLink', { subject: mail.subject })}</a>
                ) : null}
              </ListGroup.Item>
            ))}
          </ListGroup>
        </Card>
      )}
    </Container>
  );
}
