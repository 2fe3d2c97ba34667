import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { loadFees } from '../../../state/fees/slice';
import { CLINIC_FEES } from '../../../lib/clinicFees';
import { formatDollars } from '../../../lib/money';
import { selectFeeConfig, selectFeesStatus } from '../../../state/fees/slice';

export default function FeeSchedule() {
  const { t } = useTranslation('legal');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const fees = {
    status: useAppSelector(selectFeesStatus),
    config: useAppSelector(selectFeeConfig),
  };

  // Spec: the sick-note price is loaded when the schedule opens, 'Loading...' until then.
  useEffect(() => {
    void dispatch(loadFees());
  }, [dispatch]);

  const sickNote =
    fees.status === 'succeeded'
      ? t('fees.rows.sickNoteFee', {
          msp: formatDollars(fees.config.SICK_NOTE.MSP_ELIGIBLE),
          private: formatDollars(fees.config.SICK_NOTE.PRIVATE),
        })
      : tc('loading');

  const rows = [
    { service: t('fees.rows.bcBooking'), fee: t('fees.rows.bcBookingFee') },
    {
      service: t('fees.rows.outOfProvince'),
      fee: t('fees.rows.outOfProvinceFee', {
        amount: formatDollars(CLINIC_FEES.outOfProvinceBooking),
      }),
    },
    {
      service: t('fees.rows.private'),
      fee: t('fees.rows.privateFee', { amount: formatDollars(CLINIC_FEES.privatePay) }),
    },
    {
      service: t('fees.rows.driver'),
      fee: t('fees.rows.driverFee', {
        online: formatDollars(CLINIC_FEES.driverMedicalOnline),
        regular: formatDollars(CLINIC_FEES.driverMedicalRegular),
      }),
    },
    {
      service: t('fees.rows.fitToFly'),
      fee: t('fees.rows.fitToFlyFee', { amount: formatDollars(CLINIC_FEES.fitToFly) }),
    },
  ];

  return (
    <>
      <p>{t('fees.intro')}</p>
      <div className="table-responsive">
        <table className="table caption-top mb-3">
          <caption className="pt-0 fw-semibold text-body">{t('fees.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fees.service')}</th>
              <th scope="col">{t('fees.fee')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.service}>
                <th scope="row" className="fw-normal">
                  {row.service}
                </th>
                <td className="fw-semibold">{row.fee}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="fw-normal">
                {t('fees.rows.sickNote')}
              </th>
              <td
                className="fw-semibold"
                aria-live="polite"
                aria-busy={fees.status !== 'succeeded'}
              >
                {sickNote}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="small text-body-secondary mb-0">{t('fees.note')}</p>
    </>
  );
}
