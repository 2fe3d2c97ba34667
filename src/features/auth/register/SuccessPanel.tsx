import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** After a successful sign-up: the confirmation link is on its way (6 hours; check spam). */
export default function SuccessPanel({ email }: { email: string }) {
  const { t } = useTranslation('register');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to what replaced it, so a screen reader reads it out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="register-success text-center py-3" role="status">
      <h2 ref={heading} tabIndex={-1} className="h4">
        {t('success.title')}
      </h2>
      <p>{t('success.body', { email })}</p>
      <p className="text-body-secondary">{t('success.spam')}</p>
      <Link className="btn btn-primary" to="/login">
        {t('success.login')}
      </Link>
    </div>
  );
}
