import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { stringList } from '../textData';
import { ServiceIconSvg } from './icons';
import type { HomeService } from './services';

const feeBadge = {
  paid: 'bg-warning-subtle text-warning-emphasis',
  covered: 'bg-primary-subtle text-primary-emphasis',
} as const;

export default function ServiceCard({ service }: { service: HomeService }) {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const key = `services.${service.id}`;
  const title = t(`${key}.title`);
  const points = stringList(t(`${key}.points`, { returnObjects: true }));

  return (
    <article className="card service-card">
      <div className="card-body p-4 d-flex flex-column">
        <div className="d-flex align-items-start justify-content-between gap-2">
          <span className="service-card-icon mb-2">
            <ServiceIconSvg name={service.icon} />
          </span>
          <span className={`badge text-wrap ${feeBadge[service.fee]}`}>
            {t(`services.${service.fee}`)}
          </span>
        </div>
        <h3 className="h5 card-title">{title}</h3>
        <p>{t(`${key}.summary`)}</p>
        <button
          type="button"
          className="btn btn-link p-0 mb-2 fw-semibold d-inline-flex align-items-center gap-1 align-self-start"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          {t('services.details')}
          <span className="visually-hidden">{t('services.detailsFor', { service: title })}</span>
          <svg
            viewBox="0 0 16 16"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d={open ? 'm3 10 5-5 5 5' : 'm3 6 5 5 5-5'} />
          </svg>
        </button>
        {/* Present while closed, so aria-controls always points at something; hidden hides it
            from everyone until the button opens it. */}
        <div id={detailsId} className="bg-body-tertiary rounded p-3 mb-3" hidden={!open}>
          <ul className="mb-0 ps-3">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <div className="mt-auto pt-2">
          <Link to={service.to} className="btn btn-outline-primary w-100">
            {t(`${key}.action`)}
          </Link>
        </div>
      </div>
    </article>
  );
}
