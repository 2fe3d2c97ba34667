import { useTranslation } from 'react-i18next';
import { useAppSelector } from './hooks';
import { selectApiUnavailable } from '../state/auth';

/** Shown while the last call failed with 'Network Error'; any answer from the service hides it. */
export default function ApiUnavailableBanner() {
  const unavailable = useAppSelector(selectApiUnavailable);
  const { t } = useTranslation('common');
  if (!unavailable) return null;
  return (
    <div className="api-unavailable alert alert-warning rounded-0 mb-0 text-center" role="alert">
      {t('apiUnavailable')}
    </div>
  );
}
