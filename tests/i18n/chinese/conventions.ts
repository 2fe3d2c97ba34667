// Issue 29 point 2 (review section 6, item 2): each convention src/i18n/GLOSSARY.md states, as a
// rule. A rule is a pattern that finds a break in one shown text (tags taken out, placeholders
// filled in, see sources.ts). The exceptions each rule allows are the ones the glossary states
// (dates, street addresses, telephone numbers, a time's period word); each is commented.

/** A rule a Chinese text may break. */
export interface Rule {
  /** A short stable name, used by the mutation test and in the findings. */
  id: string;
  /** What the glossary asks, for the report. */
  name: string;
  pattern: RegExp;
}

const HAN = '\\p{Script=Han}';

export const CONVENTIONS: readonly Rule[] = [
  {
    id: 'ellipsis',
    name: 'one ellipsis form, …… (never … alone, ..., or ⋯)',
    // Take the pairs out; whatever ellipsis is left is the wrong form.
    pattern: /(?:^|[^…])(?:……)*(?:…(?!…)|\.\.\.|⋯)/u,
  },
  {
    id: 'ascii-punctuation',
    name: 'full-width punctuation in Chinese: no ASCII . , : ; ! ? " \' ( ) on either side of a Chinese character',
    pattern: new RegExp(
      `${HAN}[.,:;!?"'()]|[.,:;!?"'()]${HAN}|${HAN}\\s+[,;:!?()]\\s*${HAN}|${HAN}\\s*[,;:!?()]\\s+${HAN}`,
      'u',
    ),
  },
  {
    id: 'cantonese',
    name: 'written Chinese, no Cantonese particles or words (嘅, 咗, 唔, 喺, 冇, 啲, 呢度, 係咪, 佢, 嘢, 上晝…)',
    // 係 only as the Cantonese copula: 關係, 聯係, 干係, 維係, 係數 are written Chinese.
    pattern:
      /[嘅咗唔喺冇啲哋嗰佢嘢噉咩喎㗎囉嚟畀攞啱乜嚿揾搵咪]|呢(?=[度個啲排間位張樣])|點解|邊度|[上下晏]晝|(?<![關聯干維牽連])係(?!數)/u,
  },
  {
    id: 'latin-spacing',
    name: 'one space between Chinese and Latin letters or digits (符合 MSP 資格, 7 天, 10 MB); none inside a date or a street address',
    pattern: new RegExp(
      [
        // Chinese, then a letter or digit: not a date's month or day after 年/月, not a date
        // that Chinese runs into (自2025年11月12日起, 及1月1日, 及31日: dates touch Chinese, the
        // review's style section), not an address number after 市 (列治文市3號路), 路 or 街
        // (3號路4651號, 菲沙街6425號) or 號 (4651號160室).
        `${HAN}(?<![年月市路街道號])(?!\\d{4}年\\d|\\d{1,2}月\\d|\\d{1,2}日)[A-Za-z0-9]`,
        // A letter or digit, then Chinese: not a date's 年/月/日, not an address's 號 or 室.
        `[A-Za-z0-9](?![年月日號室])${HAN}`,
      ].join('|'),
      'u',
    ),
  },
  {
    id: 'range',
    name: 'ranges with 至, never ～ ~ － or a hyphen between numbers (1 至 2 個工作天; telephone numbers aside)',
    pattern: /[～〜]|\d\s*[~－]\s*\$?\d|(?<![\d-])(?!\d+(?:-\d+){2,})\$?\d[\d,.]*\s*[-–—]\s*\$?\d/u,
  },
  {
    id: 'numeric-date',
    name: 'dates as 2025年11月12日, never 11/12/2025, 2025-11-12 or 12號',
    // 號 is a date after 月 or standing alone with a small number; a street number (4651號, 3號路,
    // 160室) is not.
    pattern:
      /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{4}-\d{1,2}-\d{1,2}\b|月\s*\d{1,2}\s*號|(?<![\d路街道])\d{1,2}\s*號(?![\d路街道室樓座舖碼])/u,
  },
  {
    id: 'date-spaces',
    name: 'no spaces inside a date (2025年11月12日)',
    // A year with its month, or a month with its day, with a space somewhere inside ("16 年" is
    // a count of years, not a date).
    pattern:
      /\d{4}(?:\s+年\s*\d{1,2}\s*|\s*年\s+\d{1,2}\s*|\s*年\s*\d{1,2}\s+)月|\d{1,2}(?:\s+月\s*\d{1,2}\s*|\s*月\s+\d{1,2}\s*|\s*月\s*\d{1,2}\s+)日/u,
  },
  {
    id: 'day-count',
    name: 'a count of days is 天 with Arabic numerals (7 天, 2 個工作天), never 7日, 兩天, 三天 or 兩個工作天',
    // A date's 日 has no space before it and no count word around it (12月25日、26日); a count
    // has a space (7 日), a count word before it (連續7日) or an "in/after" after it (3日內).
    // 幾天 ("a few days") has no numeral to write, and 同一天, 每一天, 第一天 are not counts.
    pattern:
      /\d\s+日(?!期)|(?:連續|最多|最少|至少|不超過|共|約|需時|為期)\s*\d+\s*日(?!期)|\d+日(?=內|後|前|以上|以下|或以上|或以下|之內|之後)|(?<![同每第前後當這那上下])[一二三四五六七八九十兩](?:個)?(?:工作)?天/u,
  },
  {
    id: 'quotes',
    name: 'quotes are 「」 (『』 inside), never "…", \'…\', “…” or ‘…’',
    // An apostrophe inside an English name (Children's, O’Brien) is not a quote.
    pattern: /["“”‘]|(?<![A-Za-z])['’]|['’](?![A-Za-z])/u,
  },
  {
    id: 'space-between-chinese',
    name: 'no space between two Chinese characters (2026年11月2日至2026年11月5日), but one before a time’s 凌晨/上午/中午/下午',
    pattern: new RegExp(`${HAN}[ \\u3000]+(?!凌晨|上午|中午|下午)${HAN}`, 'u'),
  },
  {
    id: 'space-by-full-width',
    name: 'no space next to full-width punctuation (電郵：info@…, not 電郵： info@…)',
    pattern: /[，。、；：！？（）「」『』][ \u3000]|[ \u3000][，。、；：！？（）「」『』]/u,
  },
];
