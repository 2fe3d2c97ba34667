import { useTranslation } from 'react-i18next';

export default function ErrorPage() {
  const { t } = useTranslation('common');
  return (
    <div className="container page-section text-center narrow-page">
      <h1 className="h2 mb-3">{t('errorPage.title')}</h1>
      <p className="lead">{t('errorPage.body')}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('errorPage.reload')}
        </button>
        {/* A full load, not a router link: the app state that failed is left behind. */}
        <a className="btn btn-outline-primary" href="/">
          {t('errorPage.home')}
        </a>
      </div>
    </div>
  );
}
