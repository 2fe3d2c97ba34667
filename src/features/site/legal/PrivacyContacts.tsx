import { useTranslation } from 'react-i18next';
import { OIPC_URL } from './bookingFees';

// Each text carries its own punctuation and spaces (a full-width colon in Chinese, ': ' in
// English; ' (opens…)' in English, （在新視窗開啟） with no space in Chinese), so nothing here puts
// half-width punctuation or a space beside Chinese text (review C1).
export default function PrivacyContacts({ clinic, email }: { clinic: string; email: string }) {
  const { t } = useTranslation('legal');
  return (
    <section className="bg-body-tertiary rounded p-3 mt-4" aria-labelledby="privacy-contacts-title">
      <h3 id="privacy-contacts-title" className="h6">
        {t('privacy.contactsTitle')}
      </h3>
      <ul className="list-unstyled mb-0">
        <li>
          {t('privacy.officer', { clinic })}
          <a href={`mailto:${email}`}>{email}</a>
        </li>
        <li>
          {t('privacy.commissioner')}
          <a href={OIPC_URL} target="_blank" rel="noopener noreferrer">
            {OIPC_URL.replace(/^https:\/\//, '')}
            <span className="visually-hidden">{t('privacy.opensNewWindow')}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
