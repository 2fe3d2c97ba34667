import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../lib/countries';
import { valueControlAttributes, type ValueControlProps } from './form';

/** value: the English country name (what the service stores); 'Canada' by default. */
export type CountrySelectProps = ValueControlProps;

/**
 * About 240 countries, Canada first; names in the page's language (in Chinese, Hong Kong's), values
 * in English.
 */
export default function CountrySelect(props: CountrySelectProps) {
  const { value } = props;
  const { t, i18n } = useTranslation('fields');
  const lang = i18n.language === 'cn' ? 'cn' : 'en';
  const options = useMemo(() => countryOptions(lang), [lang]);
  // A stored name the list does not know (older records) still shows as chosen.
  const unlisted = value !== '' && !options.some((option) => option.value === value);

  return (
    <select {...valueControlAttributes(props, 'form-select')} autoComplete="country-name">
      <option value="">{t('labels.selectCountry')}</option>
      {unlisted && <option value={value}>{value}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
