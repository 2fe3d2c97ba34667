import type { Language } from './dates';

/**
 * Our 'cn' is Hong Kong written Chinese (src/i18n/GLOSSARY.md: one regional standard), so every
 * code the portal hands on says so: <html lang> (Hong Kong glyphs and fonts), Intl (country
 * names, collation: 意大利, not Taiwan's 義大利), and Google's and Stripe's widgets, which each
 * have their own spelling of it (reCAPTCHA's language codes and Stripe.js's supported locales
 * both list 'zh-HK'). Here in lib, the bottom layer, so the pure rules that format for a language
 * (lib/countries.ts) need no i18n module.
 */
export const LOCALE_TAGS = {
  en: { html: 'en', intl: 'en', recaptcha: 'en', stripe: 'en' },
  cn: { html: 'zh-Hant-HK', intl: 'zh-Hant-HK', recaptcha: 'zh-HK', stripe: 'zh-HK' },
} as const satisfies Record<Language, Record<'html' | 'intl' | 'recaptcha' | 'stripe', string>>;

/** The locale for Intl (DisplayNames, Collator, DateTimeFormat) in `lang`. */
export function intlLocale(lang: Language): string {
  return LOCALE_TAGS[lang].intl;
}
