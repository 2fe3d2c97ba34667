import { useTranslation } from 'react-i18next';
import ServiceCard from './ServiceCard';
import { homeServices } from './services';

export default function ServiceCards() {
  const { t } = useTranslation('home');
  return (
    <section className="page-section" aria-labelledby="home-services-title">
      <div className="container">
        <h2 id="home-services-title">{t('services.title')}</h2>
        <p className="text-body-secondary mb-4">{t('services.intro')}</p>
        <ul className="row g-4 list-unstyled mb-0">
          {homeServices.map((service) => (
            <li key={service.id} className="col-md-6 col-lg-4">
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
