import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ExternalLinkProps {
  href: string;
  className?: string;
  children?: ReactNode;
}

/** A link to another site: a new window, no opener, and a spoken warning that it opens one. */
export default function ExternalLink({ href, className, children }: ExternalLinkProps) {
  const { t } = useTranslation('common');
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{t('nav.opensNewWindow')}</span>
    </a>
  );
}
