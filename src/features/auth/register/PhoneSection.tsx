import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/form';
import PhoneParts from '../../../components/PhoneParts';
import { FormTextField } from './FormFields';
import type { RegistrationField } from './registrationFields';
import type { SectionProps } from './sectionProps';
import { REGISTER_ERROR } from './useRegistrationForm';

/** A number's three fields in the form's values, in order. */
const PHONES = {
  mobile: ['mobilePhone1', 'mobilePhone2', 'mobilePhone3'],
  home: ['phone1', 'phone2', 'phone3'],
} as const satisfies Record<
  string,
  readonly [RegistrationField, RegistrationField, RegistrationField]
>;

export default function PhoneSection(section: SectionProps) {
  const { t } = useTranslation('register');
  const { form, errorAt } = section;
  const { values, change, flagged, describedBy } = form;

  const phone = (anchor: keyof typeof PHONES, legend: string) => {
    const [f1, f2, f3] = PHONES[anchor];
    return (
      <div className="col-md-6 mb-3">
        <FieldError {...REGISTER_ERROR} text={errorAt(anchor)} />
        <PhoneParts
          id={`register-${anchor}`}
          legend={legend}
          value={{ p1: values[f1], p2: values[f2], p3: values[f3] }}
          invalid={flagged(f1, f2, f3)}
          describedBy={describedBy(f1, f2, f3)}
          onChange={(parts) => change({ [f1]: parts.p1, [f2]: parts.p2, [f3]: parts.p3 })}
        />
      </div>
    );
  };

  return (
    <section className="register-section">
      <h2 className="h5">{t('sections.phone')}</h2>
      <p className="form-text mt-0">{t('sections.phoneHint')}</p>
      <div className="row gx-3">
        {phone('mobile', t('labels.mobilePhone'))}
        {phone('home', t('labels.homePhone'))}
      </div>
      <FormTextField
        {...section}
        field="internationalPhone"
        hint={t('hints.international')}
        type="tel"
        autoComplete="tel"
        digitsOnly
        maxLength={20}
        required={false}
      />
    </section>
  );
}
