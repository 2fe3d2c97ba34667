import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useMsg } from '../i18n/useMsg';
import { alertRemoved } from '../state/alerts/slice';
import { selectAlerts } from '../state/alerts/slice';

/** Every alert is announced (role="alert") and can be dismissed before its time runs out. */
export default function AlertStack() {
  const alerts = useAppSelector(selectAlerts);
  const dispatch = useAppDispatch();
  const { t } = useTranslation('common');
  const render = useMsg();
  if (alerts.length === 0) return null;
  return (
    <section className="alert-stack" aria-label={t('alerts.region')}>
      {alerts.map((alert) => {
        const text = render(alert.msg);
        return (
          <div
            key={alert.id}
            className={`alert alert-${alert.alertType} alert-dismissible shadow-sm`}
            role="alert"
          >
            {alert.titled ? t('errors.title', { detail: text }) : text}
            {alert.lines?.map((line) => (
              <div key={line}>{line}</div>
            ))}
            <button
              type="button"
              className="btn-close"
              aria-label={t('alerts.dismiss')}
              onClick={() => dispatch(alertRemoved(alert.id))}
            />
          </div>
        );
      })}
    </section>
  );
}
