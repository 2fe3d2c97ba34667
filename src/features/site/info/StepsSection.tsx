import type { TFunction } from 'i18next';
import InfoSection from './InfoSection';

interface StepsSectionProps {
  /** The page's namespace: steps.title, and each step at steps.<key>.title and .text. */
  t: TFunction;
  keys: readonly string[];
  muted?: boolean;
}

/**
 * How a service works (#how-it-works), as numbered cards: an ordered list, so the order is
 * announced too.
 */
export default function StepsSection({ t, keys, muted }: StepsSectionProps) {
  return (
    <InfoSection id="how-it-works" title={t('steps.title')} muted={muted}>
      <ol className="info-steps">
        {keys.map((key) => (
          <li key={key} className="info-step">
            <h3 className="h5 info-step-title">{t(`steps.${key}.title`)}</h3>
            <p className="mb-0">{t(`steps.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </InfoSection>
  );
}
