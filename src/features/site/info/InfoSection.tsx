import type { ReactNode } from 'react';

interface InfoSectionProps {
  /** Anchor of the section; its heading gets `${id}-title`. */
  id: string;
  title: string;
  /** A sentence under the heading that says what the section is for. */
  intro?: ReactNode;
  /** A grey band, to set alternate sections apart. */
  muted?: boolean;
  children: ReactNode;
}

/** A page section named by its own h2, so screen readers list it as a region. */
export default function InfoSection({ id, title, intro, muted, children }: InfoSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`page-section info-section${muted ? ' page-section-muted' : ''}`}
    >
      <div className="container">
        <h2 id={`${id}-title`} className="info-section-title">
          {title}
        </h2>
        {intro && <p className="info-section-intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
