import { useEffect, useRef, useSyncExternalStore } from 'react';
import type ReactGA from 'react-ga4';
import { useLocation } from 'react-router-dom';
import { readStorage, writeStorage } from '../lib/storage';

// Google Analytics 4, only in a build with a measurement id and only after the visitor said yes
// in the notice (AnalyticsConsent.tsx). Read from import.meta.env here, not through env.ts, so a
// build without an id folds `analyticsConfigured` to false and drops the notice and react-ga4.
export const analyticsId = import.meta.env.VITE_GA_MEASUREMENT_ID?.trim() ?? '';
export const analyticsConfigured = analyticsId !== '';

// ---------------------------------------------------------------------------------------------
// What a page view may say: the path with its tokens taken out, nothing else of the address.

// The mock clinic's pages exist in mock builds only: a production build does not even name them
// (scripts/check-production-build.mjs looks for their prefix).
const mockPages = import.meta.env.VITE_API_MOCK === 'true';

/** Paths whose next segment is a token. */
const TOKEN_PREFIXES = [
  'medical/records',
  'auth-message',
  'school-work-form/upload-token',
  ...(mockPages ? ['__mock/confirm'] : []),
];

/**
 * Pages opened from a link that holds a secret (records, message reply, login and upload links),
 * the pages the bank sends a payment back to, and the mock clinic's own pages: nothing at all is
 * sent from them, not even their cleaned path.
 */
const UNMEASURED_PREFIXES = [
  'medical/records',
  'message-reply',
  'auth-message',
  'school-work-form/upload-token',
  'sick-note/payment/success',
  'school-work-form/payment/success',
  ...(mockPages ? ['__mock'] : []),
];

const alternatives = (prefixes: string[]) =>
  prefixes.map((p) => p.replaceAll('/', '\\/')).join('|');
const TOKEN_PATHS = new RegExp(`^(\\/(?:${alternatives(TOKEN_PREFIXES)}))\\/[^/]+`, 'i');
const UNMEASURED = new RegExp(`^\\/(?:${alternatives(UNMEASURED_PREFIXES)})(?:\\/|$)`, 'i');

function decodeSegment(segment: string): string {
  try {
    // '/', '?', '#' and '%' stay encoded: a segment never turns into two, or into a query.
    return decodeURIComponent(segment).replace(/[/?#%]/g, encodeURIComponent);
  } catch {
    return segment;
  }
}

/** The path as the router matches it: no query or hash, one slash at a time, segments decoded. */
function normalPath(pathname: string): string {
  const path = (pathname.split(/[?#]/, 1)[0] ?? '').replace(/\/{2,}/g, '/');
  const decoded = path.split('/').map(decodeSegment).join('/');
  return decoded.startsWith('/') ? decoded : `/${decoded}`;
}

/** The path without a query, a hash or the token of a token page (error reports use it too). */
export function analyticsPath(pathname: string): string {
  return normalPath(pathname).replace(TOKEN_PATHS, '$1/:token');
}

/** False on the pages nothing may be sent from. */
export function isMeasured(pathname: string): boolean {
  return !UNMEASURED.test(normalPath(pathname));
}

/** The fields GA reads for a page, each from the cleaned path only (never the address bar). */
export interface PageFields {
  page_location: string;
  page_path: string;
  page_title: string;
  page_referrer: string;
}

/**
 * The referrer GA may see: within the portal, the cleaned path; from another site, its origin
 * alone. (gtag would otherwise send document.referrer, which after a bank's redirect or a
 * reload can be a full address of ours with a client secret in it.)
 */
export function cleanReferrer(referrer: string, origin: string): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    return url.origin === origin ? origin + analyticsPath(url.pathname) : `${url.origin}/`;
  } catch {
    return '';
  }
}

/**
 * Every field of a page view. The title is the cleaned path too: a page that ever put a name or
 * a date in document.title would otherwise send it.
 */
export function pageFields(pathname: string, origin: string, referrer: string): PageFields {
  const path = analyticsPath(pathname);
  return {
    page_location: origin + path,
    page_path: path,
    page_title: path,
    page_referrer: referrer,
  };
}

/** Text for people (error reports): addresses lose their query, tokens their value. */
export function withoutSecrets(text: string): string {
  return text
    .replace(/(https?:\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi, '$1')
    .replace(
      /(\/+medical\/+records|\/+auth-message|\/+school-work-form\/+upload-token)\/+[^\s/?#"'<>]+/gi,
      '$1/:token',
    )
    .replace(/\b(token|payment_intent|payment_intent_client_secret)=[^\s&"'<>]+/gi, '$1=…')
    .replace(/\bpi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+/g, '…');
}

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
