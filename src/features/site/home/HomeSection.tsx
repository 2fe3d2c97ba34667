import type { ReactNode } from 'react';

interface HomeSectionProps {
  /** The id of the section's h2, which names the section for screen readers. */
  titleId: string;
  title: string;
  /** A sentence under the heading. */
  intro?: string;
  /** Classes beside page-section (a muted band, less padding). */
  className?: string;
  children: ReactNode;
}

/** A band of the home page named by its own h2. */
export default function HomeSection({
  titleId,
  title,
  intro,
  className,
  children,
}: HomeSectionProps) {
  return (
    <section
      className={className ? `page-section ${className}` : 'page-section'}
      aria-labelledby={titleId}
    >
      <div className="container">
        <h2 id={titleId}>{title}</h2>
        {intro && <p className="text-body-secondary mb-4">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
