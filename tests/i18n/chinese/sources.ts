import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { brands } from '../../../src/config/brands';
import { formatClinicTime } from '../../../src/features/appointments/clinicTime';
import { formatBirthDate, formatCalendarDay } from '../../../src/lib/calendarDay';
import { countryOptions } from '../../../src/lib/countries';
import { formatDate, formatDateTime } from '../../../src/lib/dates';

// Issue 29 point 2 (review section 6, item 4): every place the portal shows Chinese, as texts
// the checks read. The locale files carry their English twin (for the positive checks); the
// rest is Chinese alone: string literals in src/**/*.ts(x), the Chinese manifests, index.html,
// the brands' Chinese and the Chinese the code writes (dates, times, country names). The text of
// rendered pages comes from tests/i18n/renderedChinese.test.tsx (renderedText.ts).

export const root = path.resolve(__dirname, '../../..');

/** A Chinese text a patient may see, and where it is. */
export interface ChineseText {
  /** `namespace:key.path[0]` for a locale text; a file and line, or a name, otherwise. */
  where: string;
  /** The text as stored: `{{placeholders}}` and `<tags>` still in it. */
  text: string;
  /** The English text of the same key, where there is one. */
  en?: string;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every string of a JSON value with its key path: `a.b[0].c`. */
export function leaves(value: Json, where: string): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${where}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) =>
      leaves(v, where.endsWith(':') ? `${where}${k}` : `${where}.${k}`),
    );
  return [];
}

function readJson(file: string): Json {
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

/** Every string of the cn locale files, with the en string of the same key. */
export function localeTexts(): ChineseText[] {
  const dir = path.join(root, 'src/i18n/locales');
  return readdirSync(path.join(dir, 'cn'))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const ns = file.replace(/\.json$/, '');
      const english = new Map(
        leaves(readJson(path.join(dir, 'en', file)), `${ns}:`).map((l) => [l.where, l.text]),
      );
      return leaves(readJson(path.join(dir, 'cn', file)), `${ns}:`).map((l) => ({
        ...l,
        en: english.get(l.where),
      }));
    });
}

const HAN = /\p{Script=Han}/u;

/** A placeholder for an interpolation in code: a sign no rule reads as Chinese, Latin or a digit. */
export const HOLE = '⬚';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * The Han string literals of src/**\/*.ts(x), comments left out, read with the TypeScript
 * compiler: string literals, template literals (each `${…}` as HOLE) and JSX text. The locale
 * JSON is read by localeTexts. Nothing is excluded: src/testing (the mock clinic) holds no
 * Chinese, and a Chinese text put there would be shown by the mock clinic as the service's.
 */
export function codeTexts(): ChineseText[] {
  const out: ChineseText[] = [];
  for (const file of filesUnder(path.join(root, 'src'))
    .filter((f) => /\.tsx?$/.test(f))
    .sort()) {
    const source = readFileSync(file, 'utf8');
    if (!HAN.test(source)) continue;
    const tree = ts.createSourceFile(
      file,
      source,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const where = (node: ts.Node) =>
      `${path.relative(root, file)}:${tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1}`;
    const visit = (node: ts.Node): void => {
      let text: string | undefined;
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isJsxText(node)
      )
        text = node.text;
      else if (ts.isTemplateExpression(node))
        text = node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join('');
      if (text !== undefined) {
        if (HAN.test(text)) out.push({ where: where(node), text });
        if (!ts.isTemplateExpression(node)) return;
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return out;
}

/** The Chinese web app manifests' strings. */
export function manifestTexts(): ChineseText[] {
  const dir = path.join(root, 'public');
  return readdirSync(dir)
    .filter((file) => /^manifest-.*-cn\.webmanifest$/.test(file))
    .sort()
    .flatMap((file) => leaves(readJson(path.join(dir, file)), `${file}:`))
    .filter((l) => HAN.test(l.text));
}

/** index.html's Chinese: the text between its tags, and its attributes' values. */
export function htmlTexts(): ChineseText[] {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const out: ChineseText[] = [];
  for (const match of html.matchAll(/>([^<]*)<|="([^"]*)"/g)) {
    const text = (match[1] ?? match[2] ?? '').trim();
    if (HAN.test(text)) {
      const line = html.slice(0, match.index).split('\n').length;
      out.push({ where: `index.html:${line}`, text });
    }
  }
  return out;
}

/** The brands' Chinese, each with its English twin (`{ en, cn }` in brands.ts). */
export function brandTexts(): ChineseText[] {
  const out: ChineseText[] = [];
  const visit = (value: unknown, where: string) => {
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.cn === 'string')
      out.push({
        where: `${where}.cn`,
        text: record.cn,
        en: typeof record.en === 'string' ? record.en : undefined,
      });
    for (const [key, child] of Object.entries(record)) visit(child, `${where}.${key}`);
  };
  for (const brand of Object.values(brands)) visit(brand, `brands.${brand.id}`);
  return out;
}

/**
 * Chinese the code writes: dates and times at each period of the day, a birth date, and every
 * country name of the registration form's list.
 */
export function generatedTexts(): ChineseText[] {
  // One instant in each hour of a day, so every period (凌晨, 上午, 中午, 下午) is written
  // whatever Vancouver's offset is.
  const instants = Array.from(
    { length: 24 },
    (_, hour) => `2026-12-03T${String(hour).padStart(2, '0')}:05:00Z`,
  );
  const times = instants.flatMap((instant) => [
    { where: `formatClinicTime(${instant})`, text: formatClinicTime(instant, 'cn') },
    { where: `formatDateTime(${instant})`, text: formatDateTime(instant, 'cn') },
  ]);
  const days = [
    { where: 'formatDate', text: formatDate('2026-12-03T20:15:00Z', 'cn') },
    { where: 'formatCalendarDay', text: formatCalendarDay('2026-11-02', 'cn') },
    {
      where: 'formatBirthDate',
      text: formatBirthDate({ year: '1988', month: '04', day: '12' }, 'cn'),
    },
  ];
  const countries = countryOptions('cn').map((option) => ({
    where: `countryOptions(cn): ${option.value}`,
    text: option.label,
  }));
  return [...times, ...days, ...countries];
}

/** Every Chinese text of the sources above. */
export function allTexts(): ChineseText[] {
  return [
    ...localeTexts(),
    ...codeTexts(),
    ...manifestTexts(),
    ...htmlTexts(),
    ...brandTexts(),
    ...generatedTexts(),
  ];
}
