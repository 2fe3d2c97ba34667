import { useTranslation } from 'react-i18next';
import HomeSection from './HomeSection';
import ServiceCard from './ServiceCard';
import { homeServices } from './services';

export default function ServiceCards() {
  const { t } = useTranslation('home');
  return (
    <HomeSection
      titleId="home-services-title"
      title={t('services.title')}
      intro={t('services.intro')}
    >
      <ul className="row g-4 list-unstyled mb-0">
        {homeServices.map((service) => (
          <li key={service.id} className="col-md-6 col-lg-4">
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
