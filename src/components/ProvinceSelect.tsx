import { useTranslation } from 'react-i18next';
import { isListedProvince, OTHER_PROVINCE, PROVINCE_CODES } from '../lib/provinces';
import { valueControlAttributes, type ValueControlProps } from './form';

/** value: a province code of lib/provinces.ts, 'Other', or '' for none chosen. */
export interface ProvinceSelectProps extends ValueControlProps {
  /** A full i18n key for the 'Other' option, e.g. the health card's "I do not have a card". */
  otherLabelKey?: string;
}

/** Canada's provinces and territories plus Other. */
export default function ProvinceSelect({ otherLabelKey, ...control }: ProvinceSelectProps) {
  const { value } = control;
  const { t } = useTranslation('fields');
  // A legacy free-text province stays visible, marked for update (docs/account.md#profile-rules-and-messages).
  const legacy = value !== '' && !isListedProvince(value);

  return (
    <select {...valueControlAttributes(control, 'form-select')}>
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
