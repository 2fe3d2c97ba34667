import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../lib/countries';
import { controlProps } from './form';

export interface CountrySelectProps {
  /** The select's id, for the caller's <label htmlFor>. */
  id: string;
  /** The English country name (what the service stores); 'Canada' by default. */
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
}

/**
 * About 240 countries, Canada first; names in the page's language (in Chinese, Hong Kong's), values
 * in English.
 */
export default function CountrySelect({
  id,
  value,
  onChange,
  invalid = false,
  disabled = false,
  describedBy,
}: CountrySelectProps) {
  const { t, i18n } = useTranslation('fields');
  const lang = i18n.language === 'cn' ? 'cn' : 'en';
  const options = useMemo(() => countryOptions(lang), [lang]);
  // A stored name the list does not know (older records) still shows as chosen.
  const unlisted = value !== '' && !options.some((option) => option.value === value);

  return (
    <select
      id={id}
      {...controlProps('form-select', invalid, describedBy)}
      value={value}
      disabled={disabled}
      autoComplete="country-name"
      onChange={(event) => onChange(event.target.value)}
    >
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
