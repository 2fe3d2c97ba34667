import { useId, useState, type ReactNode } from 'react';

export interface FaqItem {
  /** Stable and unique on the page: it becomes the anchor of the question. */
  id: string;
  question: string;
  answer: ReactNode;
}

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** The level of the question headings, one below the heading of their section. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

function openFromHash(items: readonly FaqItem[]): Set<string> {
  // A link to /faq#some-question opens that answer, so the clinic can point a patient at it.
  const hash = typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash);
  const wanted = hash.replace(/^#/, '');
  return new Set(items.some((item) => item.id === wanted) ? [wanted] : []);
}

/**
 * Questions that open and close their answers (the WAI-ARIA accordion pattern): each question is
 * a button inside a heading, announcing aria-expanded and pointing at its answer region. Several
 * answers may be open at once, so a patient can compare them. No animation: the answer appears
 * in place and nothing below it jumps twice.
 */
export default function FaqAccordion({ items, headingLevel = 3, className }: FaqAccordionProps) {
  const base = useId();
  const [open, setOpen] = useState<Set<string>>(() => openFromHash(items));
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className={`accordion faq-accordion${className ? ` ${className}` : ''}`}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${base}-${item.id}-q`;
        const panelId = `${base}-${item.id}-a`;
        return (
          <div className="accordion-item" key={item.id} id={item.id}>
            <Heading className="accordion-header">
              <button
                type="button"
                id={buttonId}
                className={`accordion-button${expanded ? '' : ' collapsed'}`}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                {item.question}
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion-collapse"
              hidden={!expanded}
            >
              <div className="accordion-body">{item.answer}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
