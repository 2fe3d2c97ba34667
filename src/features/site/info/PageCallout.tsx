import type { ReactNode } from 'react';
import Icon from './icons';

/** A line under a page's brand band that a patient must not miss; `warning` for danger. */
export default function PageCallout({
  warning = false,
  children,
}: {
  warning?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="container pt-4">
      <p className={warning ? 'info-callout info-callout-warning mb-0' : 'info-callout mb-0'}>
        <Icon name="alert" />
        <span>{children}</span>
      </p>
    </div>
  );
}
