import { useTranslation } from 'react-i18next';
import { readStorage, storageKeys } from '../lib/storage';
import { staticErrorTexts, type ErrorTexts } from './staticErrorTexts';

/**
 * The texts in the page's language: from i18next when its common texts are there, else the copy
 * compiled into the app (the locale files, or i18next, may be what failed). It never waits for a
 * download: an error page that suspends could itself never show.
 */
function useErrorTexts(): ErrorTexts {
  const { t, i18n, ready } = useTranslation('common', { useSuspense: false });
  if (ready && i18n.isInitialized && i18n.exists('errorPage.title', { ns: 'common' })) {
    return {
      title: t('errorPage.title'),
      body: t('errorPage.body'),
      reload: t('errorPage.reload'),
      home: t('errorPage.home'),
    };
  }
  const language = i18n.isInitialized ? i18n.language : readStorage(storageKeys.language);
  return staticErrorTexts[language === 'cn' ? 'cn' : 'en'];
}

export default function ErrorPage() {
  const texts = useErrorTexts();
  return (
    <div className="container page-section text-center narrow-page">
      <h1 className="h2 mb-3">{texts.title}</h1>
      <p className="lead">{texts.body}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {texts.reload}
        </button>
        {/* A full load, not a router link: the app state that failed is left behind. */}
        <a className="btn btn-outline-primary" href="/">
          {texts.home}
        </a>
      </div>
    </div>
  );
}
