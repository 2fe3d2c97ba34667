import { useEffect, useRef } from 'react';
import type ReactGA from 'react-ga4';
import { useLocation } from 'react-router-dom';
import { analyticsConfigured, analyticsId, useAnalyticsChoice } from '../lib/analyticsConsent';
import { thirdPartyLoading } from '../lib/thirdPartyScripts';
import { selectMark } from '../state/auth';
import { useAppSelector } from './hooks';

import {
  analyticsPath,
  cleanReferrer,
  isMeasured,
  pageFields,
  type PageFields,
} from './cleanPaths';

export { analyticsPath, cleanReferrer, isMeasured, pageFields, withoutSecrets } from './cleanPaths';
export type { PageFields } from './cleanPaths';
export {
  ANALYTICS_CHOICE_KEY,
  analyticsConfigured,
  chooseAnalytics,
  useAnalyticsChoice,
  type AnalyticsChoice,
} from '../lib/analyticsConsent';

// ---------------------------------------------------------------------------------------------
// Sending.

type Ga = typeof ReactGA;
let ga: Promise<Ga> | null = null;

/**
 * react-ga4 adds gtag.js and configures it. No automatic page view, no Google signals, and the
 * page fields set in the config (gtag would otherwise take location.href, document.title and
 * document.referrer for any event it sends by itself).
 */
function loadGa(first: PageFields): Promise<Ga> {
  // gtag.js stays in the page: no patient page is shown in it now (src/lib/thirdPartyScripts.ts).
  thirdPartyLoading('analytics');
  ga ??= import('react-ga4').then(({ default: instance }) => {
    instance.initialize(analyticsId, {
      gtagOptions: {
        send_page_view: false,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
        ...first,
      },
    });
    return instance;
  });
  return ga;
}

/** Sends a page view, with every field GA reads given explicitly. */
function sendPageView(instance: Ga, fields: PageFields): void {
  // Any event gtag sends by itself from now on carries these values too.
  instance.gtag('set', { ...fields });
  instance.send({
    hitType: 'pageview',
    page: fields.page_path,
    title: fields.page_title,
    location: fields.page_location,
    page_referrer: fields.page_referrer,
  });
}

/**
 * Sends a page view on every route change once the visitor has accepted analytics, except from
 * the token and payment-return pages, where nothing is loaded or sent, and never in a tab that
 * holds a patient's session: gtag.js is for visitors' public pages only
 * (docs/session-security.md).
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const accepted = useAnalyticsChoice() === 'granted';
  const signedIn = useAppSelector(selectMark) !== null;
  // The cleaned address of this page and of the one before it (the next view's referrer).
  const seen = useRef<{ path: string; location: string; previous: string } | null>(null);

  useEffect(() => {
    if (!analyticsConfigured) return;
    const { origin } = window.location;
    const path = analyticsPath(pathname);
    if (seen.current?.path === path) return;
    seen.current = {
      path,
      location: origin + path,
      previous: seen.current?.location ?? cleanReferrer(document.referrer, origin),
    };
  }, [pathname]);

  useEffect(() => {
    if (!analyticsConfigured || !accepted) return undefined;
    const { origin } = window.location;
    const fields = pageFields(pathname, origin, seen.current?.previous ?? '');
    const measured = isMeasured(pathname) && !signedIn;
    // An unmeasured page loads nothing; if gtag is already here, its fields are made clean
    // (without a page view), so nothing it might send by itself names the page before.
    if (!measured && ga === null) return undefined;
    const id = window.setTimeout(() => {
      if (!measured) {
        void ga?.then((instance) => instance.gtag('set', { ...fields }));
        return;
      }
      void loadGa(fields).then((instance) => sendPageView(instance, fields));
    }, 0);
    return () => window.clearTimeout(id);
  }, [pathname, accepted, signedIn]);
}
