import type { ReactNode } from 'react';

/**
 * The brand band that opens a form page (login, registration, password recovery, the sick-note
 * check): the page's one h1 and a plain-language lead. The information pages have their own,
 * larger band (features/site/info/PageHeader.tsx).
 */
export default function PageHero({ title, lead }: { title: string; lead: ReactNode }) {
  return (
    <section className="hero hero-compact">
      <div className="container">
        <h1>{title}</h1>
        <p className="lead mb-0">{lead}</p>
      </div>
    </section>
  );
}
