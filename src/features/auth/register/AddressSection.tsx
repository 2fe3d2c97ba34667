import { useTranslation } from 'react-i18next';
import CountrySelect from '../../../components/CountrySelect';
import ProvinceSelect from '../../../components/ProvinceSelect';
import { FormSelectField, FormTextField } from './FormFields';
import type { SectionProps } from './sectionProps';

export default function AddressSection(section: SectionProps) {
  const { t } = useTranslation('register');
  return (
    <section className="register-section">
      <h2 className="h5">{t('sections.address')}</h2>
      <FormTextField {...section} field="address" autoComplete="address-line1" />
      <div className="row gx-3">
        <FormTextField {...section} field="city" column="col-md-6" autoComplete="address-level2" />
        <FormSelectField
          {...section}
          field="province"
          column="col-md-6 mb-3"
          Select={ProvinceSelect}
        />
        <FormTextField
          {...section}
          field="postal"
          column="col-md-6"
          autoComplete="postal-code"
          maxLength={12}
        />
        <FormSelectField
          {...section}
          field="country"
          column="col-md-6 mb-3"
          Select={CountrySelect}
        />
      </div>
    </section>
  );
}
