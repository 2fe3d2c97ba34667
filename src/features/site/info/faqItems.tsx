import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { Trans } from 'react-i18next';
import type { FaqItem } from './FaqAccordion';

export interface FaqOptions {
  /** Where the items live in the namespace: `${base}.${key}.q` and `${base}.${key}.a`. */
  base: string;
  /** Anchor prefix, so the same key on two pages never clashes. */
  idPrefix: string;
  /** Elements the answers may wrap words in, such as `<mail>…</mail>` or `<forgot>…</forgot>`. */
  components?: Record<string, ReactElement>;
  values?: Record<string, string>;
}

/**
 * Accordion items from a namespace. Answers go through <Trans>, so a translation can put a link
 * round its own words (word order differs between English and Chinese) while no text is ever
 * parsed as HTML.
 */
export function faqItems(
  t: TFunction,
  keys: readonly string[],
  { base, idPrefix, components, values }: FaqOptions,
): FaqItem[] {
  return keys.map((key) => ({
    id: `${idPrefix}-${key}`,
    question: t(`${base}.${key}.q`, values),
    answer: (
      <p className="mb-0">
        <Trans t={t} i18nKey={`${base}.${key}.a`} components={components} values={values} />
      </p>
    ),
  }));
}
