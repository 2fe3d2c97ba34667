import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ExternalLink from '../../../components/ExternalLink';
import { useBrand } from '../../../config/useBrand';
import { currentLanguage } from '../../../i18n';
import HomeCard from './HomeCard';
import HomeSection from './HomeSection';
import { useNearViewport } from './useNearViewport';

type MapState = 'waiting' | 'ready' | 'unavailable';

// A failed iframe shows the browser's own error page, which looks broken. So before the map is
// embedded, one tiny image from the same host is fetched: only when it arrives is the map shown;
// otherwise the drawn placeholder and the address stay.
const PROBE_URL = 'https://www.google.com/favicon.ico';
const PROBE_TIMEOUT_MS = 8_000;

function useMapReachable(start: boolean): MapState {
  const [state, setState] = useState<MapState>('waiting');
  useEffect(() => {
    if (!start) return;
    let settled = false;
    const settle = (next: MapState) => {
      if (settled) return;
      settled = true;
      setState(next);
    };
    const probe = new Image();
    probe.onload = () => settle('ready');
    probe.onerror = () => settle('unavailable');
    probe.referrerPolicy = 'no-referrer';
    probe.src = PROBE_URL;
    const timer = setTimeout(() => settle('unavailable'), PROBE_TIMEOUT_MS);
    return () => {
      settled = true;
      clearTimeout(timer);
      probe.onload = null;
      probe.onerror = null;
    };
  }, [start]);
  return state;
}

// A faint street grid, so the empty frame reads as a map rather than as a broken box (inline:
// one element, not worth a rule in the shared stylesheet).
const streetGrid = {
  backgroundImage:
    'linear-gradient(rgba(255,255,255,.7) 6px, transparent 6px), linear-gradient(90deg, rgba(255,255,255,.7) 6px, transparent 6px)',
  backgroundPosition: 'center',
  backgroundSize: '5rem 5rem',
};

export default function MapSection() {
  const { t } = useTranslation('findUs');
  const brand = useBrand();
  const lang = currentLanguage();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const state = useMapReachable(near);
  const query = encodeURIComponent(brand.mapQuery);

  return (
    <HomeSection titleId="home-map-title" title={t('map.title')} className="pt-0">
      <div className="row g-4 align-items-stretch">
        <div className="col-lg-8">
          <div
            ref={ref}
            className="home-map position-relative h-100 overflow-hidden rounded-3 bg-primary-subtle"
          >
            {state === 'ready' ? (
              <iframe
                src={`https://www.google.com/maps?q=${query}&output=embed`}
                title={t('map.frameTitle', { clinic: brand.name[lang] })}
                className="position-absolute top-0 start-0 w-100 h-100 border-0"
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                allowFullScreen
              />
            ) : (
              <div
                className="position-absolute top-0 start-0 w-100 h-100 d-flex flex-column gap-2 align-items-center justify-content-center p-4 text-center text-primary-emphasis"
                style={streetGrid}
              >
                <svg
                  viewBox="0 0 24 24"
                  width="48"
                  height="48"
                  fill="#fff"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M12 21c-4.5-5.2-7-9-7-12a7 7 0 0 1 14 0c0 3-2.5 6.8-7 12z" />
                  <circle cx="12" cy="9" r="2.5" />
                </svg>
                <p className="mb-0 px-2 py-1 bg-white rounded" aria-live="polite">
                  {state === 'unavailable' ? t('map.unavailable') : t('map.loading')}
                </p>
              </div>
            )}
          </div>
        </div>
        <HomeCard title={brand.name[lang]}>
          <address className="fst-normal">{brand.address.full[lang]}</address>
          <ExternalLink
            href={`https://www.google.com/maps/search/?api=1&query=${query}`}
            className="btn btn-outline-primary"
          >
            {t('map.open')}
          </ExternalLink>
        </HomeCard>
      </div>
    </HomeSection>
  );
}
