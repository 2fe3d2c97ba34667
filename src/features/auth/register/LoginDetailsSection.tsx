import { useTranslation } from 'react-i18next';
import type { SectionProps } from './sectionProps';
import { FormTextField } from './FormFields';

export default function LoginDetailsSection(section: SectionProps) {
  const { t } = useTranslation('register');
  return (
    <section className="register-section">
      <h2 className="h5">{t('sections.account')}</h2>
      <div className="row gx-3">
        <FormTextField
          {...section}
          field="email"
          column="col-md-6"
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={t('hints.email')}
        />
        <FormTextField
          {...section}
          field="emailConfirm"
          column="col-md-6"
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <FormTextField
          {...section}
          field="password"
          column="col-md-6"
          type="password"
          autoComplete="new-password"
          hint={t('hints.password')}
        />
        <FormTextField
          {...section}
          field="passwordConfirm"
          column="col-md-6"
          type="password"
          autoComplete="new-password"
        />
      </div>
    </section>
  );
}
