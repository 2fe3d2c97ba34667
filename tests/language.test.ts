// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  detectLanguage,
  htmlLang,
  intlLocale,
  LOCALE_TAGS,
  prefersChinese,
  withoutLangParam,
} from '../src/i18n/language';

describe('language choice', () => {
  it.each(['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-TW', 'zh', 'ZH-tw'])(
    'a browser preferring %s starts in Chinese',
    (tag) => expect(prefersChinese([tag, 'en'])).toBe(true),
  );

  it.each(['en-CA', 'fr', 'zh-CN', 'zh-Hans', 'zhx'])(
    'a browser preferring %s starts in English',
    (tag) => expect(prefersChinese([tag])).toBe(false),
  );

  it('the address wins over the remembered choice, which wins over the browser', () => {
    expect(detectLanguage({ query: 'cn', stored: 'en', navigatorLanguages: ['en'] })).toBe('cn');
    expect(detectLanguage({ query: null, stored: 'en', navigatorLanguages: ['zh-TW'] })).toBe('en');
    expect(detectLanguage({ query: 'xx', stored: null, navigatorLanguages: ['zh-HK'] })).toBe('cn');
    expect(detectLanguage({ query: null, stored: null, navigatorLanguages: [] })).toBe('en');
  });

  it('maps cn to Hong Kong Chinese for <html lang>, so Hong Kong glyphs and fonts are chosen', () => {
    expect(htmlLang('cn')).toBe('zh-Hant-HK');
    expect(htmlLang('en')).toBe('en');
  });

  it('gives Intl, reCAPTCHA and Stripe Hong Kong Chinese too, each in its own spelling', () => {
    expect(intlLocale('cn')).toBe('zh-Hant-HK');
    expect(intlLocale('en')).toBe('en');
    // Google's reCAPTCHA language codes and Stripe.js's supported locales both list zh-HK.
    expect(LOCALE_TAGS.cn.recaptcha).toBe('zh-HK');
    expect(LOCALE_TAGS.cn.stripe).toBe('zh-HK');
    expect(LOCALE_TAGS.en).toEqual({ html: 'en', intl: 'en', recaptcha: 'en', stripe: 'en' });
    // The browser resolves the tag as given (not to Taiwan's zh-Hant-TW).
    expect(new Intl.DisplayNames([intlLocale('cn')], { type: 'region' }).of('IT')).toBe('意大利');
  });

  it('removes only the lang parameter from the address', () => {
    expect(withoutLangParam('?lang=cn')).toBe('');
    expect(withoutLangParam('?page=2&lang=en&x=1')).toBe('?page=2&x=1');
  });
});
