import type { ReactNode } from 'react';

interface CardSectionProps {
  /** The id of the h2 that names the section. */
  titleId: string;
  title: string;
  /** Classes beside card, on the section. */
  className?: string;
  /** Classes beside card-body. */
  bodyClassName?: string;
  /** The heading's look. */
  titleClassName?: string;
  children: ReactNode;
}

/** A card that is a section of its page, named by its own h2, so screen readers list it. */
export default function CardSection({
  titleId,
  title,
  className,
  bodyClassName,
  titleClassName = 'h5',
  children,
}: CardSectionProps) {
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={titleId}>
      <div className={bodyClassName ? `card-body ${bodyClassName}` : 'card-body'}>
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
