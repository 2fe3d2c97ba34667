// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectLanguage, htmlLang, prefersChinese, withoutLangParam } from '../src/i18n/language';

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

  it('maps cn to zh-Hant for <html lang>', () => {
    expect(htmlLang('cn')).toBe('zh-Hant');
    expect(htmlLang('en')).toBe('en');
  });

  it('removes only the lang parameter from the address', () => {
    expect(withoutLangParam('?lang=cn')).toBe('');
    expect(withoutLangParam('?page=2&lang=en&x=1')).toBe('?page=2&x=1');
  });
});
