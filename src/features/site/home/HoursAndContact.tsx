import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import LineIcon from '../../../components/LineIcon';
import { useBrand } from '../../../config/useBrand';
import { currentLanguage } from '../../../i18n';
import HomeCard from './HomeCard';
import HomeSection from './HomeSection';

export default function HoursAndContact() {
  const { t } = useTranslation('home');
  const brand = useBrand();
  const lang = currentLanguage();

  return (
    <HomeSection titleId="home-hours-title" title={t('hours.title')} className="page-section-muted">
      <div className="row g-4 mt-1">
        <HomeCard title={t('hours.hoursTitle')}>
          <ul className="list-unstyled">
            <li className="py-1 border-bottom">{brand.hours.inPerson[lang]}</li>
            <li className="py-1 border-bottom">{brand.hours.telemedicine[lang]}</li>
            <li className="py-1">{brand.hours.closed[lang]}</li>
          </ul>
          <p className="small text-body-secondary mb-0">{brand.hours.december[lang]}</p>
        </HomeCard>
        <HomeCard title={t('hours.contactTitle')}>
          <dl className="mb-0">
            <dt className="small fw-normal text-body-secondary">{t('hours.address')}</dt>
            <dd className="mb-2">
              <address className="fst-normal mb-0">{brand.address.full[lang]}</address>
            </dd>
            {brand.phone && (
              <>
                <dt className="small fw-normal text-body-secondary">{t('hours.phone')}</dt>
                <dd className="mb-2">
                  <a href={`tel:${brand.phone.replace(/\D/g, '')}`}>{brand.phone}</a>
                </dd>
              </>
            )}
            <dt className="small fw-normal text-body-secondary">{t('hours.fax')}</dt>
            <dd className="mb-2">{brand.fax}</dd>
            <dt className="small fw-normal text-body-secondary">{t('hours.email')}</dt>
            <dd className="mb-2">
              <a href={`mailto:${brand.serviceEmail}`}>{brand.serviceEmail}</a>
            </dd>
          </dl>
        </HomeCard>
        <HomeCard title={t('hours.bookTitle')} action>
          <p>{t('hours.bookText')}</p>
          <div className="mt-auto d-flex flex-wrap align-items-center gap-3">
            <Link to="/login" className="btn btn-primary">
              {t('hours.bookAction')}
            </Link>
            <Link to="/bookappointment">{t('hours.bookRules')}</Link>
          </div>
        </HomeCard>
      </div>
      <p className="d-flex gap-2 align-items-start fw-semibold text-danger mt-4 mb-0">
        <LineIcon size={24} strokeWidth="2" className="flex-shrink-0">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v6M12 16.5v.01" />
        </LineIcon>
        <span>{t('hours.emergency')}</span>
      </p>
    </HomeSection>
  );
}
