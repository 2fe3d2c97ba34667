import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { analyticsPath } from './cleanPaths';

/**
 * In place of a service page for a blocked account: the spec's words, and no form or card field
 * to fill in for nothing (the service refuses every request of the account too).
 */
export default function ServiceBlocked() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The page that would have taken a mailed link's token out of the address is not shown: the
  // token leaves it here instead (and the query, which this page has no use for).
  const clean = analyticsPath(pathname).replace(/\/:token$/, '');
  useEffect(() => {
    if (clean !== pathname || search) navigate(clean, { replace: true });
  }, [clean, pathname, search, navigate]);

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
