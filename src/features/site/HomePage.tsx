import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBrand } from '../../config/useBrand';
import { currentLanguage } from '../../i18n';

export default function HomePage() {
  const { t } = useTranslation('site');
  const brand = useBrand();
  return (
    <section className="hero">
      <Container>
        <p className="hero-eyebrow">{t('home.hero.eyebrow')}</p>
        <h1>{t('home.hero.title', { clinic: brand.name[currentLanguage()] })}</h1>
        <p className="lead">{t('home.hero.lead')}</p>
        <div className="d-flex flex-wrap gap-2 mt-4">
          <Link to="/login" className="btn btn-light btn-lg">
            {t('home.hero.login')}
          </Link>
          <Link to="/register" className="btn btn-outline-light btn-lg">
            {t('home.hero.register')}
          </Link>
        </div>
      </Container>
    </section>
  );
}
