import { useEffect } from 'react';
import type ReactGA from 'react-ga4';
import { useLocation } from 'react-router-dom';
import { env } from '../config/env';

type Ga = typeof ReactGA;
let ga: Promise<Ga> | null = null;

// Analytics never runs in mock builds or tests, and loads only after the first paint.
const enabled = import.meta.env.VITE_API_MOCK !== 'true' && env.analyticsId !== '';

function loadGa(): Promise<Ga> {
  ga ??= import('react-ga4').then(({ default: instance }) => {
    instance.initialize(env.analyticsId);
    return instance;
  });
  return ga;
}

const TOKEN_PATHS = /^(\/medical\/records|\/auth-message|\/school-work-form\/upload-token)\/[^/]+/i;

/** Page views never carry a token or a query (reply links hold their token there). */
export function analyticsPath(pathname: string): string {
  return pathname.replace(TOKEN_PATHS, '$1/:token');
}

/** Sends a page view on every route change when an analytics id is configured. */
export function usePageViews(): void {
  const location = useLocation();
  useEffect(() => {
    if (!enabled) return;
    const page = analyticsPath(location.pathname);
    const id = window.setTimeout(() => {
      void loadGa().then((instance) => instance.send({ hitType: 'pageview', page }));
    }, 0);
    return () => window.clearTimeout(id);
  }, [location.pathname]);
}
