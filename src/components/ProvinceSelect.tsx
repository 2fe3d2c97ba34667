import { useTranslation } from 'react-i18next';
import { isListedProvince, OTHER_PROVINCE, PROVINCE_CODES } from '../lib/provinces';
import { controlProps } from './form';

export interface ProvinceSelectProps {
  /** The select's id, for the caller's <label htmlFor>. */
  id: string;
  /** A province code of lib/provinces.ts, 'Other', or '' for none chosen. */
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  /** A full i18n key for the 'Other' option, e.g. the health card's "I do not have a card". */
  otherLabelKey?: string;
  describedBy?: string;
}

/** Canada's provinces and territories plus Other. */
export default function ProvinceSelect({
  id,
  value,
  onChange,
  invalid = false,
  disabled = false,
  otherLabelKey,
  describedBy,
}: ProvinceSelectProps) {
  const { t } = useTranslation('fields');
  // A legacy free-text province stays visible, marked for update (docs/account.md#profile-rules-and-messages).
  const legacy = value !== '' && !isListedProvince(value);

  return (
    <select
      id={id}
      {...controlProps('form-select', invalid, describedBy)}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('labels.selectProvince')}</option>
      {legacy && <option value={value}>{`${value} ${t('labels.updateRequired')}`}</option>}
      {PROVINCE_CODES.map((code) => (
        <option key={code} value={code}>
          {t(`provinces.${code}`)}
        </option>
      ))}
      <option value={OTHER_PROVINCE}>{t(otherLabelKey ?? `provinces.${OTHER_PROVINCE}`)}</option>
    </select>
  );
}
