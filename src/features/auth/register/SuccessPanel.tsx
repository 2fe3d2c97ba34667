import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** After a successful sign-up: the confirmation link is on its way (6 hours; check spam). */
export default function SuccessPanel({ email }: { email: string }) {
  const { t } = useTranslation('register');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the page goes to the top and the focus to what replaced the form, so a
  // screen reader reads it out. Both after the short panel has replaced the long form, and the
  // scroll at once: a smooth scroll begun under the long form left WebKit at the bottom of the
  // short page, the heading out of view above it (docs/engines.md).
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, []);
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
