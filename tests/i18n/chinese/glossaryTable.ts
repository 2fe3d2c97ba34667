// Issue 29 point 2 (review section 6, item 5): the glossary's tables read strictly. A cell that
// cannot be read (an unmatched backtick, a pattern outside backticks, a row with the wrong number
// of cells, a pattern that is no regular expression) throws with its line number, so a typing
// mistake in src/i18n/GLOSSARY.md fails the tests instead of quietly giving fewer rules.

/** A rejected form: a Chinese text must not match `pattern`. */
export interface RejectedForm {
  /** The row's English and Chinese, for the report. */
  term: string;
  source: string;
  pattern: RegExp;
  line: number;
}

/**
 * A positive check: where the English text of a key matches `english`, the Chinese text of the
 * same key must match `chinese`.
 */
export interface PositiveCheck {
  term: string;
  englishSource: string;
  chineseSource: string;
  english: RegExp;
  chinese: RegExp;
  line: number;
}

/** A key a positive check does not apply to, and why (the glossary's table of exceptions). */
export interface CheckException {
  key: string;
  englishSource: string;
  reason: string;
  line: number;
}

export interface GlossaryRules {
  rows: number;
  rejected: RejectedForm[];
  positive: PositiveCheck[];
  exceptions: CheckException[];
}

export class GlossaryError extends Error {}

const TERMS_HEADER = [
  'English',
  'zh-Hant-HK',
  'Where the English says (en → cn)',
  'Not (rejected)',
] as const;
const EXCEPTIONS_HEADER = ['Key', 'English', 'Why'] as const;

interface Line {
  text: string;
  number: number;
}

/** The lines of the section whose heading is exactly `heading` (any level), up to the next one. */
function section(markdown: string, heading: string): Line[] {
  const lines = markdown.split('\n').map((text, i) => ({ text, number: i + 1 }));
  const start = lines.findIndex(
    (l) => /^#{2,4} /.test(l.text) && l.text.replace(/^#+ /, '') === heading,
  );
  if (start < 0) throw new GlossaryError(`GLOSSARY.md has no section "${heading}"`);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((l) => /^#{1,4} /.test(l.text));
  return end < 0 ? rest : rest.slice(0, end);
}

/** A table row's cells, split on the pipes that are not escaped (`\|` stays in its cell). */
export function cells(line: Line, expected: number): string[] {
  const text = line.text.trim();
  if (!text.startsWith('|') || !text.endsWith('|') || text.endsWith('\\|'))
    throw new GlossaryError(`line ${line.number}: a table row starts and ends with |`);
  const parts = text
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
  if (parts.length !== expected)
    throw new GlossaryError(
      `line ${line.number}: ${parts.length} cells, the table has ${expected}: ${text}`,
    );
  return parts;
}

/** The rows of the one table in a section, its header checked. */
function table(lines: Line[], header: readonly string[], name: string): Line[] {
  const rows = lines.filter((l) => l.text.trimStart().startsWith('|'));
  const [head, rule, ...body] = rows;
  if (!head || !rule) throw new GlossaryError(`the ${name} table is missing`);
  const found = cells(head, header.length);
  if (found.join('|') !== header.join('|'))
    throw new GlossaryError(
      `line ${head.number}: the ${name} table's header is ${found.join(' | ')}`,
    );
  if (!cells(rule, header.length).every((cell) => /^:?-{3,}:?$/.test(cell)))
    throw new GlossaryError(`line ${rule.number}: the ${name} table's second row is its rule`);
  // A table ends at its first non-row line: rows after a gap would be another table.
  const last = body.at(-1);
  if (last) {
    const inside = lines.filter((l) => l.number >= head.number && l.number <= last.number);
    const gap = inside.find((l) => !l.text.trimStart().startsWith('|'));
    if (gap)
      throw new GlossaryError(
        `line ${gap.number}: a line that is not a row inside the ${name} table`,
      );
  }
  return body;
}

/**
 * The code spans of a cell, in order, with `\|` read as `|` (as GitHub's tables do), and the
 * text between them, which must be nothing but the `separators` given.
 */
export function codeSpans(cell: string, line: number, separators: RegExp): string[] {
  if ((cell.match(/`/g) ?? []).length % 2 !== 0)
    throw new GlossaryError(`line ${line}: an unmatched backtick in "${cell}"`);
  const spans: string[] = [];
  const between = cell.replace(/`([^`]*)`/g, (_, span: string) => {
    if (span.trim() === '') throw new GlossaryError(`line ${line}: an empty pattern in "${cell}"`);
    spans.push(span.replace(/\\\|/g, '|'));
    return '\u0000';
  });
  const stray = between.split('\u0000').filter((part) => !separators.test(part));
  if (stray.length > 0)
    throw new GlossaryError(
      `line ${line}: "${stray.join('", "')}" is outside backticks in "${cell}" (a pattern must be in backticks)`,
    );
  return spans;
}

function regex(source: string, flags: string, line: number): RegExp {
  try {
    return new RegExp(source, flags);
  } catch (error) {
    throw new GlossaryError(
      `line ${line}: /${source}/ is not a regular expression: ${String(error)}`,
    );
  }
}

/** The table of terms and the exceptions to its positive checks, read from GLOSSARY.md. */
export function readGlossary(markdown: string): GlossaryRules {
  const rows = table(section(markdown, 'Terms'), TERMS_HEADER, 'terms');
  const rejected: RejectedForm[] = [];
  const positive: PositiveCheck[] = [];
  for (const row of rows) {
    const [english = '', chinese = '', checks = '', rejects = ''] = cells(row, TERMS_HEADER.length);
    if (!english || !chinese)
      throw new GlossaryError(`line ${row.number}: a term without its English or Chinese`);
    if (chinese.includes('`'))
      throw new GlossaryError(`line ${row.number}: backticks in the Chinese column`);
    const term = `${english} is ${chinese}`;
    // Positive checks: `english` → `chinese`, several separated by semicolons.
    const pairs = codeSpans(checks, row.number, /^\s*(?:→|;)?\s*$/);
    const arrows = (checks.replace(/`[^`]*`/g, '').match(/→/g) ?? []).length;
    if (pairs.length % 2 !== 0 || arrows !== pairs.length / 2)
      throw new GlossaryError(
        `line ${row.number}: a positive check is \`english\` → \`chinese\`: "${checks}"`,
      );
    for (let i = 0; i < pairs.length; i += 2) {
      const englishSource = pairs[i] ?? '';
      const chineseSource = pairs[i + 1] ?? '';
      positive.push({
        term,
        englishSource,
        chineseSource,
        english: regex(englishSource, 'iu', row.number),
        chinese: regex(chineseSource, 'u', row.number),
        line: row.number,
      });
    }
    for (const source of codeSpans(rejects, row.number, /^\s*,?\s*$/)) {
      rejected.push({ term, source, pattern: regex(source, 'u', row.number), line: row.number });
    }
  }
  const exceptions = table(
    section(markdown, 'Exceptions to the positive checks'),
    EXCEPTIONS_HEADER,
    'exceptions',
  ).map((row) => {
    const [key = '', english = '', reason = ''] = cells(row, EXCEPTIONS_HEADER.length);
    const [keySpan, ...moreKeys] = codeSpans(key, row.number, /^\s*$/);
    const [englishSource, ...moreChecks] = codeSpans(english, row.number, /^\s*$/);
    if (!keySpan || moreKeys.length > 0 || !englishSource || moreChecks.length > 0)
      throw new GlossaryError(
        `line ${row.number}: an exception names one \`key\` and one \`check\``,
      );
    if (reason.length < 10) throw new GlossaryError(`line ${row.number}: an exception says why`);
    return { key: keySpan, englishSource, reason, line: row.number };
  });
  return { rows: rows.length, rejected, positive, exceptions };
}
