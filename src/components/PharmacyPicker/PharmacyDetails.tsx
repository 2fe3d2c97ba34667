import { useTranslation } from 'react-i18next';
import type { Pharmacy } from '../../api/types';

/** Name, address, fax and phone of one pharmacy. */
export default function PharmacyDetails({ pharmacy }: { pharmacy: Pharmacy }) {
  const { t } = useTranslation('fields');
  return (
    <>
      <span className="fw-semibold d-block">{pharmacy.name}</span>
      <span className="d-block small">
        <span className="visually-hidden">{t('pharmacy.addressLabel')}</span>
        {pharmacy.address.address}
      </span>
      <span className="d-block small">{t('pharmacy.faxLine', { number: pharmacy.fax })}</span>
      <span className="d-block small">{t('pharmacy.phoneLine', { number: pharmacy.phone1 })}</span>
    </>
  );
}
