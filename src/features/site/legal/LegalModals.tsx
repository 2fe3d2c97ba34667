import type { Dispatch, ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { analyticsConfigured } from '../../../lib/analyticsConsent';
import { useBrand } from '../../../config/useBrand';
import { currentLanguage } from '../../../i18n';
import AnalyticsPrivacy from './AnalyticsPrivacy';
import FeeSchedule from './FeeSchedule';
import LegalSections from './LegalSections';
import type { LegalDoc, LegalModalsAction, LegalModalsState } from './modalState';
import PrivacyContacts from './PrivacyContacts';

// Loaded only when a patient first opens a legal text (the footer imports it lazily), together
// with the 'legal' texts and react-bootstrap's Modal: none of it is in the first download.

const related: Record<LegalDoc, LegalDoc[]> = {
  terms: ['privacy', 'fees'],
  privacy: ['terms', 'fees'],
  fees: [],
};

interface Props {
  state: LegalModalsState;
  dispatch: Dispatch<LegalModalsAction>;
}

export default function LegalModals({ state, dispatch }: Props) {
  // With analytics, the privacy policy's part on it comes with the rest, not a moment later.
  const { t } = useTranslation(analyticsConfigured ? ['legal', 'analytics'] : 'legal');
  const brand = useBrand();
  const lang = currentLanguage();
  const values = { clinic: brand.name[lang], email: brand.serviceEmail };

  const bodies: Record<LegalDoc, ReactNode> = {
    terms: <LegalSections doc="terms" values={values} />,
    privacy: (
      <>
        <LegalSections doc="privacy" values={values} />
        {analyticsConfigured && <AnalyticsPrivacy />}
        <PrivacyContacts clinic={values.clinic} email={values.email} />
      </>
    ),
    fees: <FeeSchedule />,
  };

  return (
    <>
      {(['terms', 'privacy', 'fees'] as const).map((doc) => (
        <Modal
          key={doc}
          show={state.open === doc}
          // Esc, the backdrop and the header's X close everything (no target).
          onHide={() => dispatch({ type: 'close' })}
          onExited={() => dispatch({ type: 'exited' })}
          // The footer puts focus back on the button that started the chain, not on the link
          // inside the previous dialog that no longer exists.
          restoreFocus={false}
          size="lg"
          scrollable
          aria-labelledby={`legal-${doc}-title`}
        >
          <Modal.Header closeButton closeLabel={t('closeDialog')}>
            <div>
              <Modal.Title as="h2" id={`legal-${doc}-title`} className="h4 mb-0">
                {t(`${doc}.title`)}
              </Modal.Title>
              {doc !== 'fees' && (
                <p className="small text-body-secondary mt-1 mb-0">{t(`${doc}.version`)}</p>
              )}
            </div>
          </Modal.Header>
          {/* The text scrolls inside the dialog: focusable, so keyboard users can scroll it too. */}
          <Modal.Body tabIndex={0} role="region" aria-labelledby={`legal-${doc}-title`}>
            {bodies[doc]}
          </Modal.Body>
          <Modal.Footer>
            {related[doc].length > 0 && (
              <div className="d-flex flex-wrap align-items-center column-gap-3 me-auto">
                <span className="text-body-secondary">{t('alsoRead')}:</span>
                {related[doc].map((target) => (
                  <button
                    key={target}
                    type="button"
                    className="btn btn-link px-0"
                    onClick={() => dispatch({ type: 'switch', to: target })}
                  >
                    {t(`${target}.title`)}
                  </button>
                ))}
              </div>
            )}
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => dispatch({ type: 'close', doc })}
            >
              {t('close')}
            </button>
          </Modal.Footer>
        </Modal>
      ))}
    </>
  );
}
