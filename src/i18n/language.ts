import type { Language } from '../lib/dates';
import { LOCALE_TAGS } from '../lib/localeTags';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'cn';
}

export { intlLocale, LOCALE_TAGS } from '../lib/localeTags';

/** The value for <html lang> (and any lang attribute): 'zh-Hant-HK' for our Chinese. */
export function htmlLang(lang: Language): string {
  return LOCALE_TAGS[lang].html;
}

const CHINESE_TAGS = /^zh(?:$|-(?:tw|hk|mo|hant)\b)/i;

/** A browser that prefers Chinese (zh-TW, zh-HK, zh-MO, zh-Hant or plain zh) starts in Chinese. */
export function prefersChinese(languages: readonly string[]): boolean {
  const first = languages.find((tag) => tag.trim() !== '');
  return first ? CHINESE_TAGS.test(first.trim()) : false;
}

export interface LanguageSources {
  /** The ?lang= query value, if any. */
  query: string | null;
  /** What localStorage remembers, if anything. */
  stored: string | null;
  navigatorLanguages: readonly string[];
}

/** Order of precedence: the address, then the remembered choice, then the browser. */
export function detectLanguage({ query, stored, navigatorLanguages }: LanguageSources): Language {
  if (isLanguage(query)) return query;
  if (isLanguage(stored)) return stored;
  return prefersChinese(navigatorLanguages) ? 'cn' : 'en';
}

/** The address without its lang parameter, so a shared link does not force a language. */
export function withoutLangParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('lang');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
