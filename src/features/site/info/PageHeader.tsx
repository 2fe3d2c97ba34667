import './info-pages.scss';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** A short line above the title naming the service. */
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** Call-to-action buttons under the lead. */
  actions?: ReactNode;
}

/** The brand band that opens every information page: one h1, a plain-language lead. */
export default function PageHeader({ eyebrow, title, lead, actions }: PageHeaderProps) {
  return (
    <div className="hero info-hero">
      <div className="container">
        {eyebrow && <p className="hero-eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {lead && <p className="lead mb-0">{lead}</p>}
        {actions && <div className="info-hero-actions">{actions}</div>}
      </div>
    </div>
  );
}
