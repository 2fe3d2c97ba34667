import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  title: string;
  text: string;
  paid?: boolean;
  /** The appointment card with the ICBC option needs room for one more button. */
  tall?: boolean;
  children: ReactNode;
}

export default function ServiceCard({
  id,
  title,
  text,
  paid = false,
  tall = false,
  children,
}: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="col">
      <section className="card h-100 service-card dashboard-card" aria-labelledby={`${id}-title`}>
        <div className="card-body d-flex flex-column">
          <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-2">
            <h2 id={`${id}-title`} className="h5 mb-0">
              {title}
            </h2>
            {paid && <span className="badge payment-badge">{t('paymentRequired')}</span>}
          </div>
          <p className={`card-text dashboard-card-text${tall ? ' is-tall' : ''}`}>{text}</p>
          <div className="d-grid gap-2 mt-auto">{children}</div>
        </div>
      </section>
    </div>
  );
}
