import { useTranslation } from 'react-i18next';
import { registrationFeeNotice } from '../../../lib/registrationFeeNotice';

/** Spec 01 §5 Fee notices: what this patient will pay, by country and health card province. */
export default function FeeNotice({ country, province }: { country: string; province: string }) {
  const { t } = useTranslation('register');
  const notice = registrationFeeNotice(country, province);
  if (!notice) return null;
  return (
    <div
      className={`alert ${notice === 'outOfProvince' ? 'alert-info' : 'alert-warning'} fee-notice`}
    >
      <h2 className="h6 alert-heading">{t('fees.title')}</h2>
      <p className="mb-0">{t(`fees.${notice}`)}</p>
    </div>
  );
}
