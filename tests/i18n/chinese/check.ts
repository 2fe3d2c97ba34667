import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONVENTIONS } from './conventions';
import { readGlossary, type GlossaryRules } from './glossaryTable';
import { simplifiedIn } from './simplified';
import { HOLE, root, type ChineseText } from './sources';

// Issue 29: the one entry point of the Chinese checks. The glossary test, the rendered-pages test
// and the mutation test all call chineseFindings, so the mutation test proves the real tests.

export interface Finding {
  where: string;
  /** The rule's id: a convention's id, `simplified`, `rejected:<pattern>` or `positive:<english>`. */
  rule: string;
  /** What the rule asks. */
  name: string;
  text: string;
}

export function glossaryRules(): GlossaryRules {
  return readGlossary(readFileSync(path.join(root, 'src/i18n/GLOSSARY.md'), 'utf8'));
}

const DATE = '2026年11月2日';

/**
 * What a placeholder holds when the text is shown, by its name, so the spacing rules see digits,
 * prices and dates where the page will have them. Names that hold Chinese or free text (name,
 * clinic, label, address, email…) become HOLE, which no rule reads as anything.
 */
const SAMPLES: Readonly<Record<string, string>> = {
  count: '3',
  max: '3',
  min: '3',
  number: '3',
  page: '2',
  pages: '5',
  step: '1',
  total: '3',
  seconds: '5',
  age: '38',
  percent: '40',
  year: '2026',
  amount: '$65',
  msp: '$35',
  private: '$45',
  sickNoteFee: '$35',
  noShowGp: '$40',
  noShowSpecialist: '$100',
  first: '$80',
  additional: '$20',
  minimum: '$80',
  further: '$50',
  online: '$100',
  regular: '$120',
  lab: '$30',
  xray: '$40',
  from: '$80',
  to: '$90',
  start: DATE,
  end: DATE,
  date: DATE,
  rejected: DATE,
  when: `${DATE} 上午 10:40`,
};

/** Keys whose {{min}} and {{max}} are days, not counts: the sick note's date range. */
const DATE_RANGE_KEYS = /^forms:(?:sickNote\.dates\.|errors\.(?:start|end)OutOfRange)/;

/** The text as a patient sees it: tags out (their content stays), placeholders filled in. */
export function shown({ where, text }: Pick<ChineseText, 'where' | 'text'>): string {
  const dates = DATE_RANGE_KEYS.test(where);
  return text
    .replace(/<\/?[A-Za-z0-9]+\s*\/?>/g, '')
    .replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) =>
      dates && (name === 'min' || name === 'max') ? DATE : (SAMPLES[name] ?? HOLE),
    );
}

/** An English text as its trigger patterns read it: no placeholders ({{email}}) or tags. */
function plainEnglish(en: string): string {
  return en.replace(/<\/?[A-Za-z0-9]+\s*\/?>/g, '').replace(/\{\{[^}]*\}\}/g, '');
}

/** The rules `text` breaks, each once, before any positive check. */
export function ruleBreaks(text: string, rules: GlossaryRules): Omit<Finding, 'where' | 'text'>[] {
  const out: Omit<Finding, 'where' | 'text'>[] = [];
  for (const form of rules.rejected)
    if (form.pattern.test(text))
      out.push({ rule: `rejected:${form.source}`, name: `${form.term}, not /${form.source}/` });
  for (const rule of CONVENTIONS)
    if (rule.pattern.test(text)) out.push({ rule: rule.id, name: rule.name });
  const simplified = simplifiedIn(text);
  if (simplified.length > 0)
    out.push({
      rule: 'simplified',
      name: `Traditional characters only: ${simplified.join(' ')} is Simplified`,
    });
  return out;
}

/** Every break of the glossary in `texts`: rejected forms, conventions, Simplified, positive checks. */
export function chineseFindings(texts: readonly ChineseText[], rules = glossaryRules()): Finding[] {
  const excepted = new Set(rules.exceptions.map((e) => `${e.key}\u0000${e.englishSource}`));
  return texts.flatMap((entry) => {
    const text = shown(entry);
    const found = ruleBreaks(text, rules).map((f) => ({
      ...f,
      where: entry.where,
      text: entry.text,
    }));
    if (entry.en !== undefined) {
      const en = plainEnglish(entry.en);
      for (const check of rules.positive) {
        if (!check.english.test(en) || check.chinese.test(text)) continue;
        if (excepted.has(`${entry.where}\u0000${check.englishSource}`)) continue;
        found.push({
          rule: `positive:${check.englishSource}`,
          name: `where the English says /${check.englishSource}/, the Chinese says /${check.chineseSource}/ (${check.term})`,
          where: entry.where,
          text: entry.text,
        });
      }
    }
    return found;
  });
}

/** Exceptions that no longer excuse anything: the positive check passes without them. */
export function staleExceptions(texts: readonly ChineseText[], rules = glossaryRules()): string[] {
  const byKey = new Map(texts.map((t) => [t.where, t]));
  return rules.exceptions.flatMap((e) => {
    const entry = byKey.get(e.key);
    const check = rules.positive.find((c) => c.englishSource === e.englishSource);
    if (!entry || entry.en === undefined || !check)
      return [`${e.key}: no such key or check /${e.englishSource}/`];
    const needed = check.english.test(plainEnglish(entry.en)) && !check.chinese.test(shown(entry));
    return needed ? [] : [`${e.key}: /${e.englishSource}/ passes without its exception`];
  });
}

/** A finding as the pending list names it: where, and which rule. */
export function findingKey(finding: Finding): string {
  return `${finding.where} [${finding.rule}]`;
}

/** Findings as lines for a readable test failure. */
export function report(findings: readonly Finding[]): string[] {
  return findings.map((f) => `${f.where} [${f.rule}] ${f.text}`);
}
