import { useEffect, useRef, useSyncExternalStore } from 'react';
import type ReactGA from 'react-ga4';
import { useLocation } from 'react-router-dom';
import { readStorage, writeStorage } from '../lib/storage';

// Google Analytics 4, only in a build with a measurement id and only after the visitor said yes
// in the notice (AnalyticsConsent.tsx). Read from import.meta.env here, not through env.ts, so a
// build without an id folds `analyticsConfigured` to false and drops the notice and react-ga4.
export const analyticsId = import.meta.env.VITE_GA_MEASUREMENT_ID?.trim() ?? '';
export const analyticsConfigured = analyticsId !== '';

import {
  analyticsPath,
  cleanReferrer,
  isMeasured,
  pageFields,
  type PageFields,
} from './cleanPaths';

export { analyticsPath, cleanReferrer, isMeasured, pageFields, withoutSecrets } from './cleanPaths';
export type { PageFields } from './cleanPaths';

// ---------------------------------------------------------------------------------------------
// The visitor's choice: kept in localStorage (not per session: a logout does not ask again).

export type AnalyticsChoice = 'granted' | 'denied';

export const ANALYTICS_CHOICE_KEY = 'analyticsConsent';

function storedChoice(): AnalyticsChoice | null {
  const value = readStorage(ANALYTICS_CHOICE_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

let choice: AnalyticsChoice | null = analyticsConfigured ? storedChoice() : null;
const listeners = new Set<() => void>();

function onStorage(event: StorageEvent): void {
  if (event.key !== ANALYTICS_CHOICE_KEY && event.key !== null) return;
  choice = storedChoice();
  applyChoice();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  // Another tab's answer counts here too.
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Google's documented switch: with it set, gtag sends nothing more from this page. */
function applyChoice(): void {
  if (!analyticsConfigured) return;
  (window as unknown as Record<string, unknown>)[`ga-disable-${analyticsId}`] =
    choice !== 'granted';
  if (choice === 'denied') removeGaCookies();
}

/** GA's cookies (_ga, _ga_…) go when the visitor says no, on this host and each parent domain. */
function removeGaCookies(): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=', 1)[0]?.trim() ?? '')
    .filter((name) => /^_ga(_|$)/.test(name));
  const labels = window.location.hostname.split('.');
  const domains = labels.map((_, i) => labels.slice(i).join('.'));
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
  }
}

/** Records the visitor's answer (from the notice or the privacy policy). */
export function chooseAnalytics(next: AnalyticsChoice): void {
  choice = next;
  writeStorage(ANALYTICS_CHOICE_KEY, next);
  applyChoice();
  for (const listener of listeners) listener();
}

/** The visitor's answer; null until they give one (or when the build has no analytics). */
export function useAnalyticsChoice(): AnalyticsChoice | null {
  return useSyncExternalStore(
    subscribe,
    () => choice,
    () => null,
  );
}

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
 * the token and payment-return pages, where nothing is loaded or sent.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const accepted = useAnalyticsChoice() === 'granted';
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
    const measured = isMeasured(pathname);
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
  }, [pathname, accepted]);
}
