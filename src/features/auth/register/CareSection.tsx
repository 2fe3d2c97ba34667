import { useTranslation } from 'react-i18next';
import PharmacyPicker from '../../../components/PharmacyPicker';
import ProvinceSelect from '../../../components/ProvinceSelect';
import { FieldError, type ValueControlProps } from '../../../components/form';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { asksHealthCardNumber, asksHealthCardProvince } from './registrationFields';
import { FormSelectField, FormTextField } from './FormFields';
import type { SectionProps } from './sectionProps';
import { REGISTER_ERROR } from './useRegistrationForm';
import { selectPharmacies, selectPharmaciesStatus } from '../../../state/user/slice';
import { loadPharmacies } from '../../../state/user/thunks';

/** The health card's province: 'Other' says the patient has no Canadian card. */
function CardProvinceSelect(props: ValueControlProps) {
  return <ProvinceSelect {...props} otherLabelKey="register:noHealthCard" />;
}

export default function CareSection(section: SectionProps) {
  const { t } = useTranslation('register');
  const dispatch = useAppDispatch();
  const pharmacies = useAppSelector(selectPharmacies);
  const pharmaciesStatus = useAppSelector(selectPharmaciesStatus);
  const { form, errorAt } = section;
  const { values, change, flagged, describedBy } = form;
  return (
    <section className="register-section">
      <h2 className="h5">{t('sections.care')}</h2>
      <div className="mb-3">
        <FieldError {...REGISTER_ERROR} text={errorAt('preferredPharmacy')} />
        <PharmacyPicker
          id="register-preferredPharmacy"
          legend={t('labels.preferredPharmacy')}
          pharmacies={pharmacies}
          value={values.preferredPharmacy}
          loading={pharmaciesStatus === 'loading'}
          pending={pharmaciesStatus === 'idle'}
          onRetry={() => void dispatch(loadPharmacies())}
          invalid={flagged('preferredPharmacy')}
          describedBy={describedBy('preferredPharmacy')}
          onChange={(preferredPharmacy) => change({ preferredPharmacy })}
        />
      </div>
      {asksHealthCardProvince(values) && (
        <FormSelectField
          {...section}
          field="healthCardProvince"
          column="mb-3"
          Select={CardProvinceSelect}
        />
      )}
      {asksHealthCardNumber(values) && (
        <div className="row gx-3">
          <FormTextField
            {...section}
            field="healthCardNumber"
            column="col-md-6"
            hint={t('hints.healthCardNumber')}
            autoComplete="off"
            digitsOnly
            maxLength={20}
          />
          <FormTextField
            {...section}
            field="healthCardNumberConfirm"
            column="col-md-6"
            autoComplete="off"
            digitsOnly
            maxLength={20}
          />
        </div>
      )}
    </section>
  );
}
