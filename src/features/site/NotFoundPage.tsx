import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Container className="page-section text-center" style={{ maxWidth: 640 }}>
      <h1 className="h2">{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.body')}</p>
      <Link to="/" className="btn btn-primary mt-2">
        {t('notFound.home')}
      </Link>
    </Container>
  );
}
