import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import PageHeader from './PageHeader';

interface InfoPageProps {
  /** The page's namespace: its header.eyebrow, header.title and header.lead open the page. */
  t: TFunction;
  /** A class of the page's own, beside info-page. */
  className?: string;
  /** Call-to-action buttons in the brand band. */
  actions?: ReactNode;
  children: ReactNode;
}

/** An information page: the brand band from its namespace's header texts, then its sections. */
export default function InfoPage({ t, className, actions, children }: InfoPageProps) {
  return (
    <div className={className ? `info-page ${className}` : 'info-page'}>
      <PageHeader
        eyebrow={t('header.eyebrow')}
        title={t('header.title')}
        lead={t('header.lead')}
        actions={actions}
      />
      {children}
    </div>
  );
}
