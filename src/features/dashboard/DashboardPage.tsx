import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useAppSelector((state) => state.user.data);
  return (
    <Container className="page-section">
      <p className="text-uppercase small fw-semibold text-body-secondary mb-1">{t('title')}</p>
      <h1 className="h2">
        {t('greeting', { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' })}
      </h1>
      <p className="lead">{t('intro')}</p>
    </Container>
  );
}
