import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeUrl } from 'virtual:locale-files';
import type { Language } from '../lib/dates';
import { readStorage, storageKeys, writeStorage } from '../lib/storage';
import { detectLanguage, htmlLang, withoutLangParam } from './language';

// Each language/namespace pair is its own file: a visitor downloads only the language they read
// and only the namespaces of the pages they open. They are fetched as JSON data, not compiled
// into JavaScript modules: smaller, parsed faster, and out of the pages' script budget. Their
// addresses come from scripts/locale-files.mjs. The mock clinic's own texts are added by the
// mock (addLocaleUrls), so a production build carries no file of them.
const addedUrls: Record<string, string> = {};

/** More locale files, keyed by their path ending in `locales/<language>/<namespace>.json`. */
export function addLocaleUrls(urls: Record<string, string>): void {
  for (const [file, url] of Object.entries(urls)) {
    const match = /locales\/(\w+)\/(\w+)\.json$/.exec(file);
    if (match) addedUrls[`${match[1]}/${match[2]}`] = url;
  }
}

async function fetchLocale(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Locale file ${url}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    // Server texts are keyed by their English wording, so English needs no file to show them.
    // (en/server.json still lists them: the parity test holds the Chinese to the same list.)
    if (language === 'en' && namespace === 'server') {
      callback(null, {});
      return;
    }
    const url = addedUrls[`${language}/${namespace}`] ?? localeUrl(language, namespace);
    if (!url) {
      callback(new Error(`No locale file ${language}/${namespace}`), false);
      return;
    }
    fetchLocale(url).then(
      (data) => callback(null, data),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Reads (and removes) ?lang= at once, before anything async, so the choice is never lost. */
export function startLanguage(): Language {
  const query = new URLSearchParams(window.location.search).get('lang');
  const lang = detectLanguage({
    query,
    stored: readStorage(storageKeys.language),
    navigatorLanguages: navigator.languages ?? [navigator.language],
  });
  if (query !== null) {
    writeStorage(storageKeys.language, lang);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      pathname + withoutLangParam(search) + hash,
    );
  }
  return lang;
}

export function currentLanguage(): Language {
  return i18next.language === 'cn' ? 'cn' : 'en';
}

/**
 * Server texts are only needed once the service answers with one (src/api/message.ts msgText),
 * so they are not part of a page's first download (in Chinese they are a good part of it). A
 * screen that shows one before they arrive shows it in English and re-renders once they do.
 */
export function preloadServerTexts(): void {
  if (!i18next.isInitialized) return;
  void i18next.loadNamespaces('server');
}

export async function changeLanguage(lang: Language): Promise<void> {
  writeStorage(storageKeys.language, lang);
  await i18next.changeLanguage(lang);
}

export async function initI18n(
  lng: Language,
  pageNamespaces: readonly string[] = [],
): Promise<typeof i18next> {
  i18next.on('languageChanged', (value) => {
    document.documentElement.lang = htmlLang(value === 'cn' ? 'cn' : 'en');
  });
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: ['en', 'cn'],
      ns: ['common', ...pageNamespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // A namespace fetched later (server texts) re-renders the screens that show its texts.
      react: { useSuspense: true, bindI18nStore: 'added' },
    });
  document.documentElement.lang = htmlLang(lng);
  return i18next;
}
