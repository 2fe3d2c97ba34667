import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** What a refused duplicate e-mail means, and where to go: log in, or reset the password. */
export default function EmailInUseLine() {
  const { t } = useTranslation('register');
  return (
    <p className="mb-0 mt-2">
      <Trans
        t={t}
        i18nKey="errors.emailInUse"
        components={{
          login: <Link className="alert-link" to="/login" />,
          forgot: <Link className="alert-link" to="/forgotpassword" />,
        }}
      />
    </p>
  );
}
