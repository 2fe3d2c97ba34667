import { useTranslation } from 'react-i18next';
import { useBrand } from '../../config/useBrand';
import { currentLanguage } from '../../i18n';
import { clinicYear } from '../../lib/clinicYear';

export default function Footer() {
  const { t } = useTranslation('common');
  const brand = useBrand();
  const lang = currentLanguage();
  return (
    <footer className="site-footer" aria-label={t('footer.label')}>
      <div className="container">
        <div className="row g-4">
          <div className="col-md-4">
            <h2 className="h6">{t('footer.address')}</h2>
            <address className="mb-0">{brand.address.full[lang]}</address>
          </div>
          <div className="col-md-4">
            <h2 className="h6">{t('footer.email')}</h2>
            <p className="mb-2">
              <a href={`mailto:${brand.serviceEmail}`}>{brand.serviceEmail}</a>
            </p>
            <h2 className="h6">{t('footer.fax')}</h2>
            <p className="mb-0">{brand.fax}</p>
          </div>
          <div className="col-md-4">
            <h2 className="h6">{t('footer.hours')}</h2>
            <ul className="list-unstyled mb-0">
              <li>{brand.hours.inPerson[lang]}</li>
              <li>{brand.hours.telemedicine[lang]}</li>
              <li>{brand.hours.closed[lang]}</li>
            </ul>
          </div>
        </div>
        <p className="copyright mt-4 mb-0">
          {t('footer.copyright', { year: clinicYear(), clinic: brand.name[lang] })}
        </p>
      </div>
    </footer>
  );
}
