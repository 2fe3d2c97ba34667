import { useTranslation } from 'react-i18next';
import { FormTextField, type TextFieldName } from './FormFields';
import type { SectionProps } from './sectionProps';
import type { TextFieldProps } from './TextField';

/** The e-mail and password, each typed twice; the first of each pair has its hint. */
const FIELDS: readonly (Pick<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'> & {
  field: TextFieldName;
  hint?: 'email' | 'password';
})[] = [
  { field: 'email', type: 'email', inputMode: 'email', autoComplete: 'email', hint: 'email' },
  { field: 'emailConfirm', type: 'email', inputMode: 'email', autoComplete: 'email' },
  { field: 'password', type: 'password', autoComplete: 'new-password', hint: 'password' },
  { field: 'passwordConfirm', type: 'password', autoComplete: 'new-password' },
];

export default function LoginDetailsSection(section: SectionProps) {
  const { t } = useTranslation('register');
  return (
    <section className="register-section">
      <h2 className="h5">{t('sections.account')}</h2>
      <div className="row gx-3">
        {FIELDS.map(({ hint, ...input }) => (
          <FormTextField
            key={input.field}
            {...section}
            {...input}
            column="col-md-6"
            hint={hint && t(`hints.${hint}`)}
          />
        ))}
      </div>
    </section>
  );
}
