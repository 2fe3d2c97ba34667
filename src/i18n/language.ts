import type { Language } from '../lib/dates';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'cn';
}

/**
 * Our 'cn' is Hong Kong written Chinese (src/i18n/GLOSSARY.md: one regional standard), so every
 * code the portal hands on says so: <html lang> (Hong Kong glyphs and fonts), Intl (country
 * names, collation: 意大利, not Taiwan's 義大利), and Google's and Stripe's widgets, which each
 * have their own spelling of it (reCAPTCHA's language codes and Stripe.js's supported locales
 * both list 'zh-HK').
 */
export const LOCALE_TAGS = {
  en: { html: 'en', intl: 'en', recaptcha: 'en', stripe: 'en' },
  cn: { html: 'zh-Hant-HK', intl: 'zh-Hant-HK', recaptcha: 'zh-HK', stripe: 'zh-HK' },
} as const satisfies Record<Language, Record<'html' | 'intl' | 'recaptcha' | 'stripe', string>>;

/** The value for <html lang> (and any lang attribute): 'zh-Hant-HK' for our Chinese. */
export function htmlLang(lang: Language): string {
  return LOCALE_TAGS[lang].html;
}

/** The locale for Intl (DisplayNames, Collator, DateTimeFormat) in `lang`. */
export function intlLocale(lang: Language): string {
  return LOCALE_TAGS[lang].intl;
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
