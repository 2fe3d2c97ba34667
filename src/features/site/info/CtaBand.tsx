import type { ReactNode } from 'react';

interface CtaBandProps {
  id: string;
  title: string;
  text: ReactNode;
  /** The page's main button(s) again. */
  children?: ReactNode;
}

/** The closing invitation of a page: one sentence and, usually, the page's main button. */
export default function CtaBand({ id, title, text, children }: CtaBandProps) {
  return (
    <section className="page-section cta-section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="cta-band">
          <div>
            <h2 id={`${id}-title`} className="h4 mb-1">
              {title}
            </h2>
            <p className="mb-0">{text}</p>
          </div>
          {children && <div className="cta-band-actions">{children}</div>}
        </div>
      </div>
    </section>
  );
}
