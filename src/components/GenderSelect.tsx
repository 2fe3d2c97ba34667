import { useTranslation } from 'react-i18next';
import { GENDERS, isGender } from '../lib/genders';
import { valueControlAttributes, type ValueControlProps } from './form';

export interface GenderSelectProps extends ValueControlProps {
  /** Announced as required (registration); the profile's rules say so in their message. */
  required?: boolean;
}

/** The gender list, in the page's language; a value not in it (a legacy record) shows unchosen. */
export default function GenderSelect({ required = false, ...control }: GenderSelectProps) {
  const { t } = useTranslation('fields');
  // A value not in the list (a legacy record) shows unchosen, and must be chosen again.
  const shown = isGender(control.value) ? control.value : '';
  return (
    <select
      {...valueControlAttributes({ ...control, value: shown }, 'form-select')}
      aria-required={required || undefined}
      autoComplete="sex"
    >
      <option value="">{t('labels.selectGender')}</option>
      {GENDERS.map((gender) => (
        <option key={gender} value={gender}>
          {t(`genders.${gender}`)}
        </option>
      ))}
    </select>
  );
}
