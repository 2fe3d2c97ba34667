import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBrand } from '../../../config/useBrand';
import { currentLanguage } from '../../../i18n';

export default function HoursAndContact() {
  const { t } = useTranslation('home');
  const brand = useBrand();
  const lang = currentLanguage();

  return (
    <section className="page-section page-section-muted" aria-labelledby="home-hours-title">
      <div className="container">
        <h2 id="home-hours-title">{t('hours.title')}</h2>
        <div className="row g-4 mt-1">
          <div className="col-lg-4">
            <div className="card h-100 info-card">
              <div className="card-body">
                <h3 className="h5">{t('hours.hoursTitle')}</h3>
                <ul className="list-unstyled">
                  <li className="py-1 border-bottom">{brand.hours.inPerson[lang]}</li>
                  <li className="py-1 border-bottom">{brand.hours.telemedicine[lang]}</li>
                  <li className="py-1">{brand.hours.closed[lang]}</li>
                </ul>
                <p className="small text-body-secondary mb-0">{brand.hours.december[lang]}</p>
              </div>
            </div>
          </div>
          <div className="col-lg-4">
            <div className="card h-100 info-card">
              <div className="card-body">
                <h3 className="h5">{t('hours.contactTitle')}</h3>
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
              </div>
            </div>
          </div>
          <div className="col-lg-4">
            <div className="card h-100 info-card bg-primary-subtle">
              <div className="card-body d-flex flex-column">
                <h3 className="h5">{t('hours.bookTitle')}</h3>
                <p>{t('hours.bookText')}</p>
                <div className="mt-auto d-flex flex-wrap align-items-center gap-3">
                  <Link to="/login" className="btn btn-primary">
                    {t('hours.bookAction')}
                  </Link>
                  <Link to="/bookappointment">{t('hours.bookRules')}</Link>
                </div>
              </div>
            </div>
          </div>
        </div>
        <p className="d-flex gap-2 align-items-start fw-semibold text-danger mt-4 mb-0">
          <svg
            viewBox="0 0 24 24"
            width="24"
            height="24"
            className="flex-shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7.5v6M12 16.5v.01" />
          </svg>
          <span>{t('hours.emergency')}</span>
        </p>
      </div>
    </section>
  );
}
