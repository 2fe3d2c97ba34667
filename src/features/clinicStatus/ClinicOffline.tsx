import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectClinicOnline } from './slice';

/** False while the clinic's records system is offline: no request can be sent or paid for. */
export function useClinicOnline(): boolean {
  return useAppSelector(selectClinicOnline);
}

/** The dashboard's offline text, on any page whose Continue or Pay it disables. */
export function ClinicOfflineNotice() {
  const { t } = useTranslation('dashboard');
  const online = useClinicOnline();
  if (online) return null;
  return (
    <div className="alert alert-warning" role="alert">
      {t('offline')}
    </div>
  );
}
