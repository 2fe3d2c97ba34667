import { useTranslation } from 'react-i18next';
import { CLINIC_FEES } from '../../../lib/clinicFees';
import { formatDollars } from '../../../lib/money';
import { registrationFeeNotice, type FeeNotice as Notice } from './feeNoticeRule';

/**
 * The amount each notice names: the Fee Schedule's (CLINIC_FEES), which is the clinic's published
 * price list, so a patient is never told one amount here and another there (the specification's
 * notices typed $250 and $5.00 where its own fee table says $200 and $10.00, car crash only;
 * docs/account.md#registration-fee-notices).
 */
const AMOUNT: Record<Notice, number> = {
  outsideCanada: CLINIC_FEES.privatePay,
  bc: CLINIC_FEES.privatePay,
  private: CLINIC_FEES.privatePay,
  outOfProvince: CLINIC_FEES.outOfProvinceBooking,
};

/** docs/account.md#registration-fee-notices: what this patient will pay, by country and health card province. */
export default function FeeNotice({ country, province }: { country: string; province: string }) {
  const { t } = useTranslation('register');
  const notice = registrationFeeNotice(country, province);
  if (!notice) return null;
  return (
    <div
      className={`alert ${notice === 'outOfProvince' ? 'alert-info' : 'alert-warning'} fee-notice`}
    >
      <h2 className="h6 alert-heading">{t('fees.title')}</h2>
      <p className="mb-0">{t(`fees.${notice}`, { amount: formatDollars(AMOUNT[notice]) })}</p>
    </div>
  );
}
