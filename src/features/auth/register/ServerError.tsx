import type { Ref } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Msg } from '../../../api/message';
import { useMsg } from '../../../i18n/useMsg';

/**
 * The service's refusal of a sign-up. A duplicate e-mail keeps the spec's own text ('email is
 * invalid please choose another email address', docs/account.md#registration-outcome) and is followed, in the same alert,
 * by a line saying what it means and where to go: log in, or reset the password (issue 16 point 7).
 */
export default function ServerError({ msg, ref }: { msg: Msg; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('register');
  const render = useMsg();
  const duplicateEmail = 'key' in msg && msg.key === 'common:errors.duplicateEmail';
  return (
    <div ref={ref} tabIndex={-1} className="alert alert-danger" role="alert">
      <p className="mb-0">{render(msg)}</p>
      {duplicateEmail && (
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
      )}
    </div>
  );
}
