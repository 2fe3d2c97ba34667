import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage';

// Google Analytics 4, only in a build with a measurement id and only after the visitor said yes
// in the notice (src/app/AnalyticsConsent.tsx). Read from import.meta.env here, not through env.ts, so a
// build without an id folds `analyticsConfigured` to false and drops the notice and react-ga4.
export const analyticsId = import.meta.env.VITE_GA_MEASUREMENT_ID?.trim() ?? '';
export const analyticsConfigured = analyticsId !== '';

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
