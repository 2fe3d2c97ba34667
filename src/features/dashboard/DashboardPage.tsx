import { useEffect } from 'react';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { medicalInfoCleared } from '../medicalInfo';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.user.data);
  // Spec 02 §4: back on the dashboard, the medical information of a finished flow is dropped.
  useEffect(() => {
    dispatch(medicalInfoCleared());
  }, [dispatch]);
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
