import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../lib/dates';
import { readStorage, storageKeys, writeStorage } from '../lib/storage';
import { detectLanguage, htmlLang, withoutLangParam } from './language';

// Each language/namespace pair is its own chunk: a visitor downloads only the language they
// read and only the namespaces of the pages they open.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locale file ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
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

export async function changeLanguage(lang: Language): Promise<void> {
  writeStorage(storageKeys.language, lang);
  await i18next.changeLanguage(lang);
}

export async function initI18n(lng: Language): Promise<typeof i18next> {
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
      ns: ['common', 'server'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  document.documentElement.lang = htmlLang(lng);
  return i18next;
}
