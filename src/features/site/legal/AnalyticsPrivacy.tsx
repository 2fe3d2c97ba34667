import { useTranslation } from 'react-i18next';
import AnalyticsChoiceButtons from '../../../components/AnalyticsChoiceButtons';
import { useAnalyticsChoice } from '../../../lib/analyticsConsent';
import { stringList } from '../textData';

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
      <AnalyticsChoiceButtons
        labels={{ granted: t('privacy.allow'), denied: t('privacy.refuse') }}
        className="btn btn-outline-primary btn-sm"
        current={choice}
      />
    </section>
  );
}
