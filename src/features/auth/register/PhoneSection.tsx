import { useTranslation } from 'react-i18next';
import PhoneParts from '../../../components/PhoneParts';
import FieldError from './FieldError';
import type { SectionProps } from './sectionProps';
import TextField from './TextField';

export default function PhoneSection({ form, errorAt }: SectionProps) {
  const { t } = useTranslation('register');
  const { values, change, flagged, describedBy } = form;
  return (
    <section className="register-section">
      <h2 className="h5">{t('sections.phone')}</h2>
      <p className="form-text mt-0">{t('sections.phoneHint')}</p>
      <div className="row gx-3">
        <div className="col-md-6 mb-3">
          <FieldError text={errorAt('mobile')} />
          <PhoneParts
            id="register-mobile"
            legend={t('labels.mobilePhone')}
            value={{ p1: values.mobilePhone1, p2: values.mobilePhone2, p3: values.mobilePhone3 }}
            invalid={flagged('mobilePhone1', 'mobilePhone2', 'mobilePhone3')}
            describedBy={describedBy('mobilePhone1', 'mobilePhone2', 'mobilePhone3')}
            onChange={(parts) =>
              change({ mobilePhone1: parts.p1, mobilePhone2: parts.p2, mobilePhone3: parts.p3 })
            }
          />
        </div>
        <div className="col-md-6 mb-3">
          <FieldError text={errorAt('home')} />
          <PhoneParts
            id="register-home"
            legend={t('labels.homePhone')}
            value={{ p1: values.phone1, p2: values.phone2, p3: values.phone3 }}
            invalid={flagged('phone1', 'phone2', 'phone3')}
            describedBy={describedBy('phone1', 'phone2', 'phone3')}
            onChange={(parts) => change({ phone1: parts.p1, phone2: parts.p2, phone3: parts.p3 })}
          />
        </div>
      </div>
      <FieldError text={errorAt('internationalPhone')} />
      <TextField
        id="register-internationalPhone"
        label={t('labels.internationalPhone')}
        value={values.internationalPhone}
        hint={t('hints.international')}
        type="tel"
        autoComplete="tel"
        digitsOnly
        maxLength={20}
        required={false}
        invalid={flagged('internationalPhone')}
        errorId={describedBy('internationalPhone')}
        onChange={(internationalPhone) => change({ internationalPhone })}
      />
    </section>
  );
}
