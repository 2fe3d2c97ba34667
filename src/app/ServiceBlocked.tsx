import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * In place of a service page for a blocked account: the spec's words, and no form or card field
 * to fill in for nothing (the service refuses every request of the account too).
 */
export default function ServiceBlocked() {
  const { t } = useTranslation('common');
  return (
    <div className="container page-section">
      <h1 className="h3 mb-3">{t('serviceBlocked.title')}</h1>
      <div className="alert alert-danger" role="alert">
        {t('serviceBlocked.text')}
      </div>
      <Link to="/dashboard" className="btn btn-outline-primary">
        {t('serviceBlocked.back')}
      </Link>
    </div>
  );
}
