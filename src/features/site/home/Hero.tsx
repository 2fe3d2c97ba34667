import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBrand } from '../../../config/useBrand';
import { currentLanguage } from '../../../i18n';
import LoginRegisterLinks from '../LoginRegisterLinks';

export default function Hero() {
  const { t } = useTranslation('home');
  const brand = useBrand();
  return (
    <section className="hero home-hero">
      <div className="container">
        <div className="row g-4 align-items-center">
          <div className="col-lg-7">
            <p className="hero-eyebrow">{t('hero.eyebrow')}</p>
            <h1>{t('hero.title', { clinic: brand.name[currentLanguage()] })}</h1>
            <p className="lead">{t('hero.lead')}</p>
            <div className="d-flex flex-wrap gap-2 mt-4">
              <LoginRegisterLinks login={t('hero.login')} register={t('hero.register')} onBrand />
            </div>
          </div>
          <div className="col-lg-5">
            {/* The one thing a walk-in patient most needs to know before leaving home. */}
            <aside
              className="hero-notice bg-white text-body rounded-3 shadow p-4"
              aria-labelledby="hero-notice-title"
            >
              <h2 id="hero-notice-title" className="h5">
                {t('hero.bookFirstTitle')}
              </h2>
              <p className="mb-2">{t('hero.bookFirstText')}</p>
              <Link to="/bookappointment" className="fw-semibold">
                {t('hero.bookFirstLink')}
              </Link>
            </aside>
          </div>
        </div>
      </div>
    </section>
  );
}
