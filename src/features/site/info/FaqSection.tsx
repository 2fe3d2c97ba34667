import type { TFunction } from 'i18next';
import FaqAccordion from './FaqAccordion';
import { faqItems, type FaqOptions } from './faqItems';
import InfoSection from './InfoSection';

interface FaqSectionProps extends Omit<FaqOptions, 'base'> {
  id: string;
  /** The page's namespace: faq.title, and each question at faq.items.<key>.q and .a. */
  t: TFunction;
  keys: readonly string[];
  muted?: boolean;
}

/** A service page's own questions, as an accordion in a section of their own. */
export default function FaqSection({ id, t, keys, muted, ...options }: FaqSectionProps) {
  return (
    <InfoSection id={id} title={t('faq.title')} muted={muted}>
      <FaqAccordion items={faqItems(t, keys, { base: 'faq.items', ...options })} />
    </InfoSection>
  );
}
