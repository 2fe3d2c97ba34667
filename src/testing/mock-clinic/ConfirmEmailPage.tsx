// /__mock/confirm/:token: where the registration e-mail's link leads in mock builds, standing in
// for the real service's confirmation page.

import { useEffect, useState } from 'react';
import { Alert, Card, Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { env } from '../../config/env';

type Outcome = { kind: 'confirmed' } | { kind: 'failed'; message: string };

interface ConfirmReply {
  success?: boolean;
  message?: string;
}

export default function ConfirmEmailPage() {
  const { t } = useTranslation(['mock', 'server']);
  const { token = '' } = useParams();
  // Keyed by token, so a new token shows "checking" again without resetting state in the effect.
  const [result, setResult] = useState<{ token: string; outcome: Outcome } | null>(null);
  const outcome = result?.token === token ? result.outcome : null;

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetch(`${env.apiUrl}/register/confirm/${encodeURIComponent(token)}`, {
      signal: controller.signal,
    })
      .then((response) => response.json() as Promise<ConfirmReply>)
      .then((reply) => {
        setResult({
          token,
          outcome: reply.success
            ? { kind: 'confirmed' }
            : { kind: 'failed', message: reply.message ?? '' },
        });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setResult({ token, outcome: { kind: 'failed', message: '' } });
      });
    return () => controller.abort();
  }, [token]);

  // Server texts are translated through the shared 'server' namespace when it knows them.
  const serverText = (message: string) =>
    message
      ? t(message, { ns: 'server', keySeparator: false, nsSeparator: false, defaultValue: message })
      : t('mock:confirm.failed');

  return (
    <Container className="py-4">
      <Card className="mx-auto" style={{ maxWidth: '40rem' }}>
        <Card.Body>
          <h1 className="h3">{t('mock:confirm.title')}</h1>
          {!token ? (
            <Alert variant="danger">{t('mock:confirm.missingToken')}</Alert>
          ) : outcome === null ? (
            <p role="status">{t('mock:confirm.checking')}</p>
          ) : outcome.kind === 'confirmed' ? (
            <Alert variant="success">
              <p className="mb-2">{t('mock:confirm.success')}</p>
              <Link className="alert-link" to="/login">
                {t('mock:confirm.login')}
              </Link>
            </Alert>
          ) : (
            <Alert variant="danger">
              <p className="mb-2">{serverText(outcome.message)}</p>
              <Link className="alert-link" to="/register">
                {t('mock:confirm.registerAgain')}
              </Link>
            </Alert>
          )}
        </Card.Body>
      </Card>
    </Container>
  );
}
