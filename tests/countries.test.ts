// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  canonicalCountry,
  CHINESE_NAME_OVERRIDES,
  COUNTRY_CODES,
  countryOptions,
  OTHER_COUNTRY_CODES,
  VARYING_NAMES,
} from '../src/lib/countries';

// Node's ICU (these tests) and Chromium's (e2e/register.spec.ts checks 意大利 on the page) both give
// CLDR's Hong Kong names for zh-Hant-HK; plain zh-Hant gives Taiwan's.
const label = (code: string) => {
  const english = new Intl.DisplayNames(['en'], { type: 'region' }).of(code);
  return countryOptions('cn').find((option) => option.value === english)?.label;
};

describe('country names in Chinese are Hong Kong names', () => {
  it.each([
    ['IT', '意大利'],
    ['SA', '沙地阿拉伯'],
    ['YE', '也門'],
    ['ZM', '贊比亞'],
    ['AE', '阿拉伯聯合酋長國'],
    ['NZ', '新西蘭'],
    ['CA', '加拿大'],
    // CLDR's Hong Kong data still inherits Taiwan's forms for these (review C4).
    ['TN', '突尼斯'],
    ['KI', '基里巴斯'],
    ['PW', '帕勞'],
    ['CD', '剛果民主共和國'],
    ['CG', '剛果共和國'],
    ['GP', '瓜德羅普'],
    ['MQ', '馬提尼克'],
    ['MP', '北馬里亞納群島'],
    ['KZ', '哈薩克斯坦'],
    ['UZ', '烏茲別克斯坦'],
    ['TJ', '塔吉克斯坦'],
    ['TM', '土庫曼斯坦'],
  ])('%s is %s', (code, name) => expect(label(code)).toBe(name));

  it('never shows a Taiwan name where Hong Kong has its own', () => {
    const labels = countryOptions('cn').map((option) => option.label);
    for (const taiwan of [
      '義大利',
      '沙烏地阿拉伯',
      '葉門',
      '尚比亞',
      '阿拉伯聯合大公國',
      '紐西蘭',
      '突尼西亞',
      '吉里巴斯',
      '帛琉',
      '剛果（金夏沙）',
      '剛果（布拉薩）',
      '瓜地洛普',
      '馬丁尼克',
      '北馬利安納群島',
      '哈薩克',
      '烏茲別克',
      '塔吉克',
      '土庫曼',
    ]) {
      expect(labels).not.toContain(taiwan);
    }
  });

  it('overrides only the names the glossary and the review fix, each of which CLDR writes otherwise', () => {
    const cldr = new Intl.DisplayNames(['zh-Hant-HK'], { type: 'region' });
    expect(Object.keys(CHINESE_NAME_OVERRIDES).sort()).toEqual(
      ['CC', 'CD', 'CG', 'GP', 'KI', 'KZ', 'MP', 'MQ', 'NZ', 'PW', 'TJ', 'TM', 'TN', 'UZ'].sort(),
    );
    for (const [code, name] of Object.entries(CHINESE_NAME_OVERRIDES)) {
      expect(COUNTRY_CODES).toContain(code);
      // An override CLDR has caught up with is dead weight: take it out.
      expect(cldr.of(code), code).not.toBe(name);
      expect(label(code)).toBe(name);
    }
  });

  it('writes Chinese names with full-width brackets, never half-width ones', () => {
    for (const { label: name } of countryOptions('cn')) expect(name, name).not.toMatch(/[()]/);
  });

  it('keeps Canada first, the English values, and sorts the rest with a zh-Hant-HK collator', () => {
    const cn = countryOptions('cn');
    const en = countryOptions('en');
    expect(cn).toHaveLength(COUNTRY_CODES.length);
    expect(cn[0]).toEqual({ value: 'Canada', label: '加拿大' });
    expect(new Set(cn.map((o) => o.value))).toEqual(new Set(en.map((o) => o.value)));
    const collator = new Intl.Collator('zh-Hant-HK');
    const rest = cn.slice(1).map((o) => o.label);
    expect(rest).toEqual([...rest].sort(collator.compare));
    expect(rest).toHaveLength(OTHER_COUNTRY_CODES.length);
  });

  it('leaves English as it was', () => {
    const en = countryOptions('en');
    expect(en[0]).toEqual({ value: 'Canada', label: 'Canada' });
    expect(en.find((o) => o.value === 'New Zealand')?.label).toBe('New Zealand');
    expect(en.find((o) => o.value === 'Italy')?.label).toBe('Italy');
    const rest = en.slice(1).map((o) => o.label);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
  });

  it('names the regions browsers disagree on the same way everywhere, in both languages', () => {
    for (const [code, { en, cn }] of Object.entries(VARYING_NAMES)) {
      expect(COUNTRY_CODES).toContain(code);
      expect(countryOptions('en')).toContainEqual({ value: en, label: en });
      expect(countryOptions('cn')).toContainEqual({ value: en, label: cn });
    }
    // Node's ICU (this test) names Hong Kong otherwise, as older browsers do.
    expect(new Intl.DisplayNames(['en'], { type: 'region' }).of('HK')).not.toBe('Hong Kong');
  });

  it('reads a country another browser stored under another name as the list names it', () => {
    expect(canonicalCountry('Hong Kong SAR China')).toBe('Hong Kong');
    expect(canonicalCountry('Macao SAR China')).toBe('Macao');
    expect(canonicalCountry('Macau')).toBe('Macao');
    expect(canonicalCountry('Falkland Islands (Islas Malvinas)')).toBe('Falkland Islands');
    expect(canonicalCountry('Palestinian Territories')).toBe('Palestine');
    expect(canonicalCountry('Japan')).toBe('Japan');
    const values = new Set(countryOptions('en').map((o) => o.value));
    for (const code of COUNTRY_CODES) {
      const cldr = new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
      expect(values.has(canonicalCountry(cldr)), `${code}: ${cldr}`).toBe(true);
    }
  });
});
