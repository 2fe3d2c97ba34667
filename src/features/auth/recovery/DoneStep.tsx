import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useCountdown } from './useCountdown';

/** docs/account.md#password-recovery: the login page follows a successful reset after 5 seconds. */
export const RESET_REDIRECT_SECONDS = 5;

/** The password is changed: a visible countdown, then the login page. */
export default function DoneStep() {
  const { t } = useTranslation('recovery');
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const toLogin = useCallback(() => navigate('/login', { replace: true }), [navigate]);
  const left = useCountdown(RESET_REDIRECT_SECONDS, toLogin);

  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="alert alert-success mb-0" role="status">
      <h2 ref={heading} tabIndex={-1} className="h4 alert-heading">
        {t('done.title')}
      </h2>
      {/* Said once in full; the ticking count is for the eye only, so it is not re-read. */}
      <p className="visually-hidden">{t('done.countdown', { count: RESET_REDIRECT_SECONDS })}</p>
      <p className="d-flex align-items-center gap-3" aria-hidden="true">
        <span className="recovery-countdown">{left}</span>
        <span>{t('done.countdown', { count: left })}</span>
      </p>
      <Link to="/login" replace className="btn btn-primary">
        {t('done.loginNow')}
      </Link>
    </div>
  );
}
