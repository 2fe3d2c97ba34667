import { useTranslation } from 'react-i18next';
import { chooseAnalytics, useAnalyticsChoice } from '../../../lib/analyticsConsent';
import { stringList } from '../textData';

/** The visitor's two choices, each a button that shows whether it is the one in force. */
const choices = [
  { value: 'granted', label: 'privacy.allow' },
  { value: 'denied', label: 'privacy.refuse' },
] as const;

/**
 * The privacy policy's part on analytics, in builds that have it: what is measured and what never
 * is, and the visitor's choice with the two buttons that change it.
 */
export default function AnalyticsPrivacy() {
  const { t } = useTranslation('analytics');
  const choice = useAnalyticsChoice();
  const paragraphs = stringList(t('privacy.body', { returnObjects: true }));
  return (
    <section className="mb-3" aria-labelledby="privacy-analytics-title">
      <h3 id="privacy-analytics-title" className="h6 text-primary-emphasis mb-1">
        {t('privacy.heading')}
      </h3>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p role="status" className="fw-semibold">
        {t(`privacy.status.${choice ?? 'unset'}`)}
      </p>
      <div className="d-flex flex-wrap gap-2">
        {choices.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            className="btn btn-outline-primary btn-sm"
            aria-pressed={choice === value}
            onClick={() => chooseAnalytics(value)}
          >
            {t(label)}
          </button>
        ))}
      </div>
    </section>
  );
}
