// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chineseFindings, findingKey, glossaryRules, staleExceptions } from './chinese/check';
import { GlossaryError, readGlossary } from './chinese/glossaryTable';
import { PENDING } from './chinese/pending';
import { allTexts, localeTexts, root } from './chinese/sources';

// Issue 17, then issue 29 (the review of 27 November 2026, section 6): src/i18n/GLOSSARY.md is
// the Chinese voice of the portal, and this test holds every Chinese text the portal shows to it:
// the table of terms (rejected forms and positive checks), the conventions, and Traditional
// characters only. tests/i18n/glossaryMutations.test.ts proves it catches what it should.

const rules = glossaryRules();
const markdown = readFileSync(path.join(root, 'src/i18n/GLOSSARY.md'), 'utf8');

describe('the glossary (src/i18n/GLOSSARY.md)', () => {
  it('gives the tests a pinned number of rows, positive checks, rejected forms and exceptions', () => {
    // A lost or mistyped row changes one of these numbers: update them only with the table.
    expect({
      rows: rules.rows,
      positive: rules.positive.length,
      rejected: rules.rejected.length,
      exceptions: rules.exceptions.length,
    }).toEqual({ rows: 95, positive: 85, rejected: 66, exceptions: 1 });
  });

  it('reads the rejected forms the review named, the new ones included', () => {
    const sources = rules.rejected.map((rule) => rule.source);
    for (const form of [
      '紐西蘭',
      '苯二氮平',
      '郵遞區號',
      '艾伯塔',
      '身分',
      '裡',
      '勾選',
      '手機',
      '登入時段[^，。]{0,6}過期',
      '不受 MSP 保障',
      'MSP 不包括',
      'MSP 不涵蓋',
      '不屬 MSP 承保範圍',
      '不設退款',
      '加幣',
      '卑詩省醫療卡',
      '私人[^，。]{0,3}號碼',
      '(?<!卑詩省)醫療服務計劃',
    ])
      expect(sources, form).toContain(form);
  });

  it('has positive checks that each apply to at least one real English text', () => {
    const english = localeTexts().flatMap(({ en }) =>
      en === undefined ? [] : [en.replace(/\{\{[^}]*\}\}/g, '')],
    );
    const unused = rules.positive
      .filter((check) => !english.some((en) => check.english.test(en)))
      .map((check) => check.englishSource);
    expect(unused).toEqual([]);
  });

  it('has no exception that no longer excuses anything', () => {
    expect(staleExceptions(localeTexts(), rules)).toEqual([]);
  });

  it('catches each rejected form put into a sentence', () => {
    // The literal part of each pattern (lookarounds left out, \\d as 7, a class as its first
    // character, an alternation as its first branch) is the sample.
    // A lookahead that needs its context has its sample written out.
    const written: Record<string, string> = {
      'MSP(?=[^]*卑詩省醫療服務計劃（MSP）)': 'MSP 及卑詩省醫療服務計劃（MSP）',
    };
    for (const rule of rules.rejected) {
      const sample =
        written[rule.source] ??
        rule.source
          .replace(/\(\?<?[!=](?:[^()]|\([^)]*\))*\)/g, '')
          .replace(/\\d/g, '7')
          .replace(/\[\^[^\]]*\](?:\{[^}]*\})?/g, '')
          .replace(/\[([^\]])[^\]]*\]/g, '$1')
          .replace(/\(\?:([^|)]*)[^)]*\)/g, '$1')
          .replace(/\{\d+,\d+\}|[?*+]/g, '');
      expect(rule.pattern.test(`請注意${sample}的資料。`), `${rule.source} from "${sample}"`).toBe(
        true,
      );
    }
  });

  it('is followed by every Chinese text the portal shows, but for the findings still pending', () => {
    const texts = allTexts();
    expect(texts.length).toBeGreaterThan(1500);
    const found = chineseFindings(texts, rules).map(findingKey);
    // The pending list (tests/i18n/chinese/pending.ts) is exact: a fixed text must leave it.
    // The rendered pages' pending findings are checked by tests/i18n/renderedChinese.test.tsx.
    expect(found.sort()).toEqual(PENDING.filter((key) => !key.startsWith('rendered ')).sort());
  });
});

/** A glossary with one table row and an exceptions table, for the parser's own tests. */
function glossaryWith(row: string, exception = '| `a:b` | `x` | a reason long enough |'): string {
  return [
    '## Terms',
    '',
    '| English | zh-Hant-HK | Where the English says (en → cn) | Not (rejected) |',
    '| --- | --- | --- | --- |',
    row,
    '',
    '### Exceptions to the positive checks',
    '',
    '| Key | English | Why |',
    '| --- | --- | --- |',
    exception,
    '',
    '## Conventions',
  ].join('\n');
}

describe('the glossary parser', () => {
  it('reads a row: positive checks separated by semicolons, rejected forms by commas', () => {
    const read = readGlossary(
      glossaryWith(
        '| mobile phone | 手提電話 | `mobile` → `手提電話`; `cell` → `手提` | `手機`, `手机` |',
      ),
    );
    expect(read.rows).toBe(1);
    expect(read.positive.map((c) => [c.englishSource, c.chineseSource])).toEqual([
      ['mobile', '手提電話'],
      ['cell', '手提'],
    ]);
    expect(read.rejected.map((r) => r.source)).toEqual(['手機', '手机']);
    expect(read.exceptions).toEqual([
      { key: 'a:b', englishSource: 'x', reason: 'a reason long enough', line: 11 },
    ]);
  });

  it('reads \\| inside a pattern as an alternation, not as a new cell', () => {
    const read = readGlossary(glossaryWith('| mobile phone | 手提電話 |  | `手機\\|手机` |'));
    expect(read.rejected).toHaveLength(1);
    const [rule] = read.rejected;
    expect(rule?.pattern.test('手机')).toBe(true);
    expect(rule?.pattern.test('手機')).toBe(true);
  });

  it.each([
    ['an unmatched backtick', '| mobile phone | 手提電話 |  | `手機 |'],
    ['the review’s alternation without \\', '| mobile phone | 手提電話 |  | `手機|手机` |'],
    ['a pattern outside backticks', '| mobile phone | 手提電話 |  | 手機 |'],
    ['a row with a missing cell', '| mobile phone | 手提電話 | `手機` |'],
    ['a row with an extra cell', '| mobile phone | 手提電話 |  | `手機` | x |'],
    ['a pattern that is no regular expression', '| x | 甲 |  | `(乙` |'],
    ['a positive check without its arrow', '| x | 甲 | `x` `甲` |  |'],
    ['a positive check with one side', '| x | 甲 | `x` → |  |'],
    ['an empty pattern', '| x | 甲 |  | `` |'],
    ['a row without its Chinese', '| x |  |  |  |'],
  ])('fails on %s', (_, row) => {
    expect(() => readGlossary(glossaryWith(row))).toThrow(GlossaryError);
  });

  it('fails on an exception without a reason, or naming two keys', () => {
    const row = '| x | 甲 | `x` → `甲` |  |';
    expect(() => readGlossary(glossaryWith(row, '| `a:b` | `x` | no |'))).toThrow(GlossaryError);
    expect(() =>
      readGlossary(glossaryWith(row, '| `a:b` `c:d` | `x` | a reason long enough |')),
    ).toThrow(GlossaryError);
  });

  it('fails on a changed header, a missing section, or a line that breaks the table', () => {
    const good = glossaryWith('| x | 甲 |  | `乙` |');
    expect(() => readGlossary(good.replace('Not (rejected)', 'Rejected'))).toThrow(GlossaryError);
    expect(() => readGlossary(good.replace('## Terms', '## Words'))).toThrow(GlossaryError);
    expect(() =>
      readGlossary(
        good.replace('| x | 甲 |  | `乙` |', '| x | 甲 |  | `乙` |\nnote\n| y | 丙 |  |  |'),
      ),
    ).toThrow(GlossaryError);
  });

  it('fails when any backtick of the real tables is lost', () => {
    // Deleting any one backtick of the real table leaves an unmatched one: the parser says so
    // instead of giving one rule fewer.
    const start = markdown.indexOf('## Terms');
    const terms = markdown.slice(start, markdown.indexOf('## Conventions'));
    // The backticks of the tables' rows (the prose around them is not read).
    const ticks = [...terms.matchAll(/^\|.*$/gm)].flatMap((row) =>
      [...row[0].matchAll(/`/g)].map((m) => start + (row.index ?? 0) + (m.index ?? 0)),
    );
    expect(ticks.length).toBeGreaterThan(300);
    for (const at of ticks.filter((_, i) => i % 17 === 0)) {
      const cut = markdown.slice(0, at) + markdown.slice(at + 1);
      expect(() => readGlossary(cut), `backtick at ${at}`).toThrow(GlossaryError);
    }
  });
});
