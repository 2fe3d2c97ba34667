import { useTranslation } from 'react-i18next';
import FieldError from './FieldError';
import type { SectionProps } from './sectionProps';
import TextField from './TextField';

export default function LoginDetailsSection({ form, errorAt }: SectionProps) {
  const { t } = useTranslation('register');
  const { values, change, flagged, describedBy } = form;
  return (
    <section className="register-section">
      <h2 className="h5">{t('sections.account')}</h2>
      <div className="row gx-3">
        <div className="col-md-6">
          <FieldError text={errorAt('email')} />
          <TextField
            id="register-email"
            label={t('labels.email')}
            value={values.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            hint={t('hints.email')}
            invalid={flagged('email')}
            errorId={describedBy('email')}
            onChange={(email) => change({ email })}
          />
        </div>
        <div className="col-md-6">
          <FieldError text={errorAt('emailConfirm')} />
          <TextField
            id="register-emailConfirm"
            label={t('labels.emailConfirm')}
            value={values.emailConfirm}
            type="email"
            inputMode="email"
            autoComplete="email"
            invalid={flagged('emailConfirm')}
            errorId={describedBy('emailConfirm')}
            onChange={(emailConfirm) => change({ emailConfirm })}
          />
        </div>
        <div className="col-md-6">
          <FieldError text={errorAt('password')} />
          <TextField
            id="register-password"
            label={t('labels.password')}
            value={values.password}
            type="password"
            autoComplete="new-password"
            hint={t('hints.password')}
            invalid={flagged('password')}
            errorId={describedBy('password')}
            onChange={(password) => change({ password })}
          />
        </div>
        <div className="col-md-6">
          <FieldError text={errorAt('passwordConfirm')} />
          <TextField
            id="register-passwordConfirm"
            label={t('labels.passwordConfirm')}
            value={values.passwordConfirm}
            type="password"
            autoComplete="new-password"
            invalid={flagged('passwordConfirm')}
            errorId={describedBy('passwordConfirm')}
            onChange={(passwordConfirm) => change({ passwordConfirm })}
          />
        </div>
      </div>
    </section>
  );
}
