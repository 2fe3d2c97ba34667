import { useTranslation } from 'react-i18next';
import PharmacyPicker from '../../../components/PharmacyPicker';
import ProvinceSelect from '../../../components/ProvinceSelect';
import { useAppSelector } from '../../../app/hooks';
import { asksHealthCardNumber, asksHealthCardProvince } from './registrationFields';
import FieldError from './FieldError';
import type { SectionProps } from './sectionProps';
import TextField from './TextField';
import { selectPharmacies, selectPharmaciesStatus } from '../../../state/user/slice';

export default function CareSection({ form, errorAt }: SectionProps) {
  const { t } = useTranslation('register');
  const pharmacies = useAppSelector(selectPharmacies);
  const pharmaciesStatus = useAppSelector(selectPharmaciesStatus);
  const { values, change, flagged, describedBy } = form;
  return (
    <section className="register-section">
      <h2 className="h5">{t('sections.care')}</h2>
      <div className="mb-3">
        <FieldError text={errorAt('preferredPharmacy')} />
        <PharmacyPicker
          id="register-preferredPharmacy"
          legend={t('labels.preferredPharmacy')}
          pharmacies={pharmacies}
          value={values.preferredPharmacy}
          loading={pharmaciesStatus === 'loading' || pharmaciesStatus === 'idle'}
          invalid={flagged('preferredPharmacy')}
          describedBy={describedBy('preferredPharmacy')}
          onChange={(preferredPharmacy) => change({ preferredPharmacy })}
        />
      </div>
      {asksHealthCardProvince(values) && (
        <div className="mb-3">
          <FieldError text={errorAt('healthCardProvince')} />
          <label className="form-label" htmlFor="register-healthCardProvince">
            {t('labels.healthCardProvince')}
          </label>
          <ProvinceSelect
            id="register-healthCardProvince"
            value={values.healthCardProvince}
            otherLabelKey="register:noHealthCard"
            invalid={flagged('healthCardProvince')}
            describedBy={describedBy('healthCardProvince')}
            onChange={(healthCardProvince) => change({ healthCardProvince })}
          />
        </div>
      )}
      {asksHealthCardNumber(values) && (
        <div className="row gx-3">
          <div className="col-md-6">
            <FieldError text={errorAt('healthCardNumber')} />
            <TextField
              id="register-healthCardNumber"
              label={t('labels.healthCardNumber')}
              value={values.healthCardNumber}
              hint={t('hints.healthCardNumber')}
              autoComplete="off"
              digitsOnly
              maxLength={20}
              invalid={flagged('healthCardNumber')}
              errorId={describedBy('healthCardNumber')}
              onChange={(healthCardNumber) => change({ healthCardNumber })}
            />
          </div>
          <div className="col-md-6">
            <FieldError text={errorAt('healthCardNumberConfirm')} />
            <TextField
              id="register-healthCardNumberConfirm"
              label={t('labels.healthCardNumberConfirm')}
              value={values.healthCardNumberConfirm}
              autoComplete="off"
              digitsOnly
              maxLength={20}
              invalid={flagged('healthCardNumberConfirm')}
              errorId={describedBy('healthCardNumberConfirm')}
              onChange={(healthCardNumberConfirm) => change({ healthCardNumberConfirm })}
            />
          </div>
        </div>
      )}
    </section>
  );
}
