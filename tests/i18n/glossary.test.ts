import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brands } from '../../src/config/brands';

// Issue 17: src/i18n/GLOSSARY.md is the Chinese voice of the portal, and this test holds every
// Chinese text to it. The rejected forms come from the glossary's own table of terms, so the
// document and the test cannot drift apart; the conventions (ellipsis, punctuation, GST, ranges,
// dates) are the rules its last section lists.

const root = path.resolve(__dirname, '../..');
const glossary = readFileSync(path.join(root, 'src/i18n/GLOSSARY.md'), 'utf8');

/** A Chinese text and where it is. */
interface Text {
  where: string;
  text: string;
}

/** A rule a text may break: a name for the report and a pattern that finds the break. */
interface Rule {
  name: string;
  pattern: RegExp;
}

/** Every string in a JSON value, arrays and nested objects included, with its key path. */
function strings(value: unknown, where: string): Text[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${where}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${where}.${k}`));
  return [];
}

function chineseTexts(): Text[] {
  const dir = path.join(root, 'src/i18n/locales/cn');
  const locales = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      strings(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), file.replace(/\.json$/, '')),
    );
  // The brands' Chinese (names, addresses, hours) is shown as Chinese text too.
  const brandTexts = Object.values(brands).flatMap((brand) =>
    strings(brand, `brands.${brand.id}`).filter(({ where }) => where.endsWith('.cn')),
  );
  return [...locales, ...brandTexts];
}

/**
 * The rejected forms of the glossary's table of terms: the third column of each row under
 * "## Terms", every `backticked` item a regular expression.
 */
function termRules(markdown: string): Rule[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Terms\n')) ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  return rows.slice(2).flatMap((row) => {
    const [english = '', chinese = '', rejected = ''] = row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    return [...rejected.matchAll(/`([^`]+)`/g)].map(([, source = '']) => ({
      name: `${english} is ${chinese}, not /${source}/`,
      pattern: new RegExp(source, 'u'),
    }));
  });
}

const CJK = '\\p{Script=Han}';

/** The conventions of the glossary's last sections. */
const conventionRules: Rule[] = [
  {
    name: 'one ellipsis form, …… (never … alone, ..., or ⋯)',
    // Take the pairs out; whatever ellipsis is left is the wrong form.
    pattern: /(?:^|[^…])(?:……)*(?:…(?!…)|\.\.\.|⋯)/u,
  },
  {
    name: 'full-width punctuation inside Chinese (no half-width , ; : ! ? ( ) between Chinese)',
    pattern: new RegExp(`${CJK}\\s*[,;:!?()]\\s*${CJK}`, 'u'),
  },
  { name: 'GST only inside 商品及服務稅（GST）', pattern: /(?<!商品及服務稅（)GST/u },
  { name: "no 'Oscar': the clinic's system is 診所系統", pattern: /oscar/iu },
  {
    name: 'ranges with 至, not a hyphen between numbers (telephone numbers aside)',
    pattern: /(?<![\d-])(?!\d+(?:-\d+){2,})\$?\d[\d,.]*\s*[-–—]\s*\$?\d/u,
  },
  {
    name: 'no spaces inside a date (2025年11月12日)',
    // A year with its month, or a month with its day, with a space somewhere inside ("16 年" is
    // a count of years, not a date).
    pattern:
      /\d{4}(?:\s+年\s*\d{1,2}|年\s+\d{1,2}|年\d{1,2}\s+)月|\d{1,2}(?:\s+月\s*\d{1,2}|月\s+\d{1,2}|月\d{1,2}\s+)日/u,
  },
];

const rules = [...termRules(glossary), ...conventionRules];

/** The rules a text breaks. */
function breaks(text: string): string[] {
  return rules.filter((rule) => rule.pattern.test(text)).map((rule) => rule.name);
}

function findings(texts: Text[]): string[] {
  return texts.flatMap(({ where, text }) =>
    breaks(text).map((rule) => `${where}: ${rule}\n    ${text}`),
  );
}

describe('the glossary (src/i18n/GLOSSARY.md)', () => {
  it('gives the test its rejected forms', () => {
    const terms = termRules(glossary);
    expect(terms.length).toBeGreaterThanOrEqual(30);
    for (const word of [
      '紐西蘭',
      '苯二氮平',
      '郵遞區號',
      '艾伯塔',
      '身分',
      '這裡',
      '勾選',
      '手機',
    ]) {
      expect(terms.some((rule) => rule.pattern.source === word)).toBe(true);
    }
  });

  it('is followed by every Chinese text', () => {
    const texts = chineseTexts();
    expect(texts.length).toBeGreaterThan(1000);
    expect(findings(texts)).toEqual([]);
  });
});

describe('the glossary checker', () => {
  // Each rejected form of the table, put into a sentence, is caught: the literal part of its
  // pattern (lookarounds left out, \d as 7) is the sample.
  const samples = termRules(glossary).map((rule) =>
    rule.pattern.source
      .replace(/\(\?<?[!=][^)]*\)/g, '')
      .replace(/\\d/g, '7')
      .replace(/\[([^\]])[^\]]*\]/g, '$1'),
  );
  it.each(samples)('finds the rejected form %s', (sample) => {
    expect(breaks(`請注意${sample}的資料。`)).not.toEqual([]);
  });

  it.each([
    ['the wrong ellipsis', '正在發送...'],
    ['a single …', '載入中…'],
    ['three …', '載入中………'],
    ['the math ellipsis', '正在上載⋯⋯'],
    ['a half-width comma', '醫生,診所'],
    ['a half-width colon', '錯誤:詳情'],
    ['half-width brackets', '醫療卡(包括魁北克省)'],
    ['a bare GST', '已包括 GST。'],
    ['Oscar', '無法將表格提交至 Oscar'],
    ['a hyphen range', '一般在 1-2 個工作天內'],
    ['a dash price range', '收費 $80–$90'],
    ['a spaced date', '自 2025 年 11 月 12 日起'],
    ['a month and day spaced', '診所於 12 月 25 日休息'],
    ['a day count in 日', '最多連續 7 日'],
    ['a Taiwan term', '請勾選下方的方格'],
    ['the public home as 主頁', '返回主頁'],
  ])('finds %s', (_, text) => {
    expect(breaks(text)).not.toEqual([]);
  });

  it.each([
    '正在發送……',
    '已包括商品及服務稅（GST）。',
    '1 至 2 個工作天',
    '$80 至 $90',
    '自2025年11月12日起',
    '例如 604-555-0123，區號不以 0 開頭',
    '請致電 8-1-1',
    '返回我的主頁',
    '結核病（包括肺結核）',
    '2026年11月20日 上午 10:40',
    '請假日期',
    '最少保存 16 年',
    '在 2 個月內',
    '診所於12月25日、26日及1月1日休息',
  ])('lets %s pass', (text) => {
    expect(breaks(text)).toEqual([]);
  });

  it('fails the real texts once a rejected form is put back', () => {
    const texts = chineseTexts().map((entry) =>
      entry.where === 'home.services.immigration.summary'
        ? { ...entry, text: entry.text.replace('新西蘭', '紐西蘭') }
        : entry,
    );
    expect(texts.some((entry) => entry.text.includes('紐西蘭'))).toBe(true);
    expect(findings(texts)).toEqual([
      expect.stringMatching(/^home\.services\.immigration\.summary: New Zealand is 新西蘭/),
    ]);
  });
});
