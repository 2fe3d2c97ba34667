// What hostile input is made of, for the property tests of tests/hostile: random text of every
// kind plus the fragments attackers and unlucky pastes actually bring.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FRAGMENTS = [
  '<img src=x onerror=window.__xss=1>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "'; DROP TABLE patients; --",
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '__proto__',
  'constructor',
  '\u202E', // right-to-left override
  '\u200F', // right-to-left mark
  '\u2066', // left-to-right isolate
  '\u200B', // zero-width space
  '\u200D', // zero-width joiner
  '\uFEFF', // byte-order mark
  '\u00A0', // no-break space
  '\u3000', // ideographic space
  '\u2028', // line separator
  '\u0000',
  '\u0007',
  '\u001B[31m',
  '\u007F',
  '\r\n',
  '\t',
  '\n',
  ' ',
  '😀',
  '👩‍👩‍👧',
  '𝕏',
  '\uD83D', // a lone high surrogate
  '\uDE00', // a lone low surrogate
  'é', // e + combining acute
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǵ̱̹',
  '%00',
  '%2e%2e%2f',
  '../../etc/passwd',
  '9698658215',
  '604-555-1234',
  '٣٤٥', // Arabic-Indic digits
  '１２３', // full-width digits
  'BC',
  'Other',
  'patient@example.com',
  'Clinic2026!',
];

const fragment = fc.constantFrom(...FRAGMENTS);

/** Short text mixing fragments and random code points (lone surrogates included). */
const mixed = fc
  .array(fc.oneof(fragment, fc.string({ unit: 'binary', maxLength: 12 })), { maxLength: 8 })
  .map((parts) => parts.join(''));

/** 100 000 characters of one repeated piece: what a paste bomb or a script produces. */
export const huge = fc
  .tuple(fc.oneof(fragment, fc.string({ unit: 'binary', minLength: 1, maxLength: 4 })), fc.nat(3))
  .map(([piece, pad]) => piece.repeat(Math.ceil(100_000 / piece.length)).slice(0, 100_000 + pad));

/** Any string a hostile or careless user could put in a field. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: mixed },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fragment },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\t\n', '\u00A0\u3000') },
  { weight: 1, arbitrary: huge },
);

/** Only characters JavaScript's trim() removes: a value that is blank to the eye and to the rules. */
export const blank = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00A0', '\u3000', '\u2028', '\uFEFF', '\u2003'), {
    maxLength: 6,
  })
  .map((parts) => parts.join(''));

/** Mostly hostile text, sometimes a blank one: what a required field may receive. */
export const maybeBlank = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: blank },
);

/** A new password and its confirmation: typed the same, or something else in the second box. */
export const passwordAndConfirm = fc
  .tuple(maybeBlank, fc.boolean(), maybeBlank)
  .map(([password, same, other]) => ({ password, passwordConfirm: same ? password : other }));

/** Runs per property (each describe allows 30 s, for a busy CI machine). */
export const RUNS = { numRuns: 300 };

const LOCALES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/i18n/locales',
);

type Locale = Record<string, unknown>;
const locales = new Map<string, Locale>();

function locale(lang: 'en' | 'cn', namespace: string): Locale {
  const key = `${lang}/${namespace}`;
  let data = locales.get(key);
  if (!data) {
    const file = path.join(LOCALES, lang, `${namespace}.json`);
    data = JSON.parse(readFileSync(file, 'utf8')) as Locale;
    locales.set(key, data);
  }
  return data;
}

/** True when `ns:dotted.key` is a text in both languages: a message the page can show. */
export function isMessageKey(key: string): boolean {
  const [namespace, dotted] = key.split(':') as [string, string | undefined];
  if (!dotted) return false;
  return (['en', 'cn'] as const).every((lang) => {
    let node: unknown = locale(lang, namespace);
    for (const part of dotted.split('.')) {
      if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === 'string' && node.trim() !== '';
  });
}
