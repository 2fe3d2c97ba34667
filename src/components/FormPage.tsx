import type { ReactNode } from 'react';
import PageHero from './PageHero';

export interface FormPageProps {
  /** The page's own class, which its styles hang on. */
  className: string;
  title: string;
  lead: ReactNode;
  /** The row's classes (how the card sits in it), and the card's column's. */
  rowClassName: string;
  columnClassName: string;
  /** The card's heading. */
  heading?: string;
  /** Under the card, in its column. */
  below?: ReactNode;
  /** Beside the card: the row's other column. */
  aside?: ReactNode;
  /** The card's content: the form. */
  children: ReactNode;
}

/**
 * A public form page (login, password recovery, the sick-note check): the brand band with its h1,
 * then the form in a card, with what stands under or beside it.
 */
export default function FormPage({
  className,
  title,
  lead,
  rowClassName,
  columnClassName,
  heading,
  below,
  aside,
  children,
}: FormPageProps) {
  return (
    <div className={className}>
      <PageHero title={title} lead={lead} />
      <div className="container page-section">
        <div className={rowClassName}>
          <div className={columnClassName}>
            <div className="card shadow-sm">
              <div className="card-body p-4">
                {heading && <h2 className="h4 mb-3">{heading}</h2>}
                {children}
              </div>
            </div>
            {below}
          </div>
          {aside}
        </div>
      </div>
    </div>
  );
}
