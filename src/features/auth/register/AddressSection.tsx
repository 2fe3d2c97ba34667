import { useTranslation } from 'react-i18next';
import CountrySelect from '../../../components/CountrySelect';
import ProvinceSelect from '../../../components/ProvinceSelect';
import FieldError from './FieldError';
import type { SectionProps } from './sectionProps';
import TextField from './TextField';

export default function AddressSection({ form, errorAt }: SectionProps) {
  const { t } = useTranslation('register');
  const { values, change, flagged, describedBy } = form;
  return (
    <section className="register-section">
      <h2 className="h5">{t('sections.address')}</h2>
      <FieldError text={errorAt('address')} />
      <TextField
        id="register-address"
        label={t('labels.address')}
        value={values.address}
        autoComplete="street-address"
        invalid={flagged('address')}
        errorId={describedBy('address')}
        onChange={(address) => change({ address })}
      />
      <div className="row gx-3">
        <div className="col-md-6">
          <FieldError text={errorAt('city')} />
          <TextField
            id="register-city"
            label={t('labels.city')}
            value={values.city}
            autoComplete="address-level2"
            invalid={flagged('city')}
            errorId={describedBy('city')}
            onChange={(city) => change({ city })}
          />
        </div>
        <div className="col-md-6 mb-3">
          <FieldError text={errorAt('province')} />
          <label className="form-label" htmlFor="register-province">
            {t('labels.province')}
          </label>
          <ProvinceSelect
            id="register-province"
            value={values.province}
            invalid={flagged('province')}
            describedBy={describedBy('province')}
            onChange={(province) => change({ province })}
          />
        </div>
        <div className="col-md-6">
          <FieldError text={errorAt('postal')} />
          <TextField
            id="register-postal"
            label={t('labels.postal')}
            value={values.postal}
            autoComplete="postal-code"
            maxLength={12}
            invalid={flagged('postal')}
            errorId={describedBy('postal')}
            onChange={(postal) => change({ postal })}
          />
        </div>
        <div className="col-md-6 mb-3">
          <FieldError text={errorAt('country')} />
          <label className="form-label" htmlFor="register-country">
            {t('labels.country')}
          </label>
          <CountrySelect
            id="register-country"
            value={values.country}
            invalid={flagged('country')}
            describedBy={describedBy('country')}
            onChange={(country) => change({ country })}
          />
        </div>
      </div>
    </section>
  );
}
