import type { i18n as I18n, TFunction } from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';

// A receipt read in Chinese is printed in Chinese and English (docs/requests.md#receipts), so its
// page needs the English texts too. A visitor downloads only their own language's files
// (src/i18n/index.ts); these few are fetched when such a page opens, once per session.

const fetches = new WeakMap<I18n, Map<string, Promise<void>>>();

function fetchEnglish(i18n: I18n, namespaces: readonly string[]): Promise<void> {
  let byNamespaces = fetches.get(i18n);
  if (!byNamespaces) fetches.set(i18n, (byNamespaces = new Map()));
  const key = namespaces.join(' ');
  let fetching = byNamespaces.get(key);
  if (!fetching) {
    // Only these files, in English only; it settles (failed or not) once the backend gives up.
    fetching = Promise.resolve(i18n.reloadResources(['en'], [...namespaces]));
    byNamespaces.set(key, fetching);
  }
  return fetching;
}

/**
 * The English texts of `namespaces` (the first is the default) on a page in another language;
 * null on an English page. Suspends while they are fetched. Null too if they could not be: what
 * is printed in both languages is then printed in the page's language alone.
 */
export function useEnglishTexts(namespaces: readonly string[]): TFunction | null {
  const { i18n } = useTranslation();
  if (i18n.language === 'en') return null;
  const loaded = () => namespaces.every((ns) => i18n.hasResourceBundle('en', ns));
  if (!loaded()) use(fetchEnglish(i18n, namespaces));
  return loaded() ? i18n.getFixedT('en', namespaces[0]) : null;
}
