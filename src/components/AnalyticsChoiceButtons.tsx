import { chooseAnalytics, type AnalyticsChoice } from '../lib/analyticsConsent';

const CHOICES: readonly AnalyticsChoice[] = ['granted', 'denied'];

interface Props {
  /** Each choice's words: allowing first, refusing second, the two alike (as easy to refuse). */
  labels: Record<AnalyticsChoice, string>;
  className: string;
  /** The choice in force, marked pressed (the privacy policy); the notice, which asks, has none. */
  current?: AnalyticsChoice | null;
}

/** The visitor's two analytics choices, a button each: the notice's question and the policy's. */
export default function AnalyticsChoiceButtons({ labels, className, current }: Props) {
  return (
    <div className="d-flex flex-wrap gap-2">
      {CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          className={className}
          aria-pressed={current === undefined ? undefined : current === choice}
          onClick={() => chooseAnalytics(choice)}
        >
          {labels[choice]}
        </button>
      ))}
    </div>
  );
}
