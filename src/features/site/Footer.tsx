import { lazy, Suspense, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../config/useBrand';
import { currentLanguage } from '../../i18n';
import { clinicYear } from '../../lib/clinicYear';
import {
  chainActive,
  initialLegalModals,
  LEGAL_DOCS,
  type LegalDoc,
  legalModalsReducer,
} from './legal/modalState';

// The dialogs, their texts and react-bootstrap's Modal load on the first click, not with the page.
const LegalModals = lazy(() => import('./legal/LegalModals'));

export default function Footer() {
  const { t } = useTranslation('common');
  const brand = useBrand();
  const lang = currentLanguage();
  const [legal, dispatch] = useReducer(legalModalsReducer, initialLegalModals);
  const openers = useRef<Partial<Record<LegalDoc, HTMLButtonElement | null>>>({});
  const lastOpener = useRef<LegalDoc | null>(null);

  // When the last dialog of a chain has gone, focus returns to the footer button that started
  // it (the dialogs do not restore focus themselves: the element they would return to may be a
  // link inside a dialog that no longer exists).
  useEffect(() => {
    if (legal.opener) {
      lastOpener.current = legal.opener;
    } else if (lastOpener.current) {
      openers.current[lastOpener.current]?.focus();
      lastOpener.current = null;
    }
  }, [legal.opener]);

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
        <ul
          className="d-flex flex-wrap column-gap-4 list-unstyled mt-4 mb-0"
          aria-label={t('footer.legalLabel')}
        >
          {LEGAL_DOCS.map((doc) => (
            <li key={doc}>
              <button
                type="button"
                className="btn btn-link fw-semibold"
                aria-haspopup="dialog"
                ref={(element) => {
                  openers.current[doc] = element;
                }}
                onClick={() => dispatch({ type: 'open', doc })}
              >
                {t(`footer.${doc}`)}
              </button>
            </li>
          ))}
        </ul>
        <p className="copyright mt-3 mb-0">
          {t('footer.copyright', { year: clinicYear(), clinic: brand.name[lang] })}
        </p>
      </div>
      {chainActive(legal) && (
        <Suspense
          fallback={
            <div
              className="position-fixed bottom-0 start-50 translate-middle-x z-3 mb-3 px-3 py-2 d-flex gap-2 align-items-center bg-white text-body rounded shadow"
              role="status"
            >
              <span className="spinner-border spinner-border-sm" aria-hidden="true" />
              <span>{t('loading')}</span>
            </div>
          }
        >
          <LegalModals state={legal} dispatch={dispatch} />
        </Suspense>
      )}
    </footer>
  );
}
