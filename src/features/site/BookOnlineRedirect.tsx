import { useEffect } from 'react';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';

/** /BOOKONLINE: printed on clinic material, it forwards to the external booking site. */
export default function BookOnlineRedirect() {
  const { t } = useTranslation('site');
  useEffect(() => {
    window.location.replace(env.bookingUrl);
  }, []);
  return (
    <Container className="page-section text-center">
      <h1 className="h3">{t('bookOnline.redirecting')}</h1>
      <a href={env.bookingUrl} rel="noopener noreferrer">
        {t('bookOnline.link')}
      </a>
    </Container>
  );
}
