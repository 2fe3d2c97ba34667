// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Native review of 27 November 2026, S3: the home page said "a few minutes early" while the
// booking rules, the FAQ and the calendar file said 10 minutes. Every text that tells a patient
// when to arrive names the same 10 minutes, in both languages.
const localesDir = path.resolve(__dirname, '../../src/i18n/locales');

type Tree = string | Tree[] | { [key: string]: Tree };

function strings(tree: Tree, key: string, out: Array<[string, string]>) {
  if (typeof tree === 'string') out.push([key, tree]);
  else if (Array.isArray(tree)) tree.forEach((value, i) => strings(value, `${key}.${i}`, out));
  else
    for (const [k, value] of Object.entries(tree))
      strings(value, key.endsWith(':') ? `${key}${k}` : `${key}.${k}`, out);
  return out;
}

function texts(lang: 'en' | 'cn'): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const file of readdirSync(path.join(localesDir, lang))) {
    const tree = JSON.parse(readFileSync(path.join(localesDir, lang, file), 'utf8')) as Tree;
    strings(tree, file.replace(/\.json$/, ':'), out);
  }
  return out;
}

/** A text about the patient arriving for a visit (not a code or a note that "arrives"). */
const ARRIVAL = { en: /\barrive\b[^.]*\b(early|before)\b/i, cn: /(提前|提早|前)[^。]*到達/ };
const SAYS_TEN = { en: /\barrive 10 minutes (early|before)\b/i, cn: /(提前|時間前) 10 分鐘/ };

describe('when to arrive for a visit', () => {
  it.each(['en', 'cn'] as const)('%s: every text about arriving names 10 minutes', (lang) => {
    const arrive = texts(lang).filter(([, text]) => ARRIVAL[lang].test(text));
    // The home page's in-person card, the booking rules (title and text), the FAQ, the calendar file.
    expect(arrive.map(([key]) => key).sort()).toEqual([
      'booking:rules.arrive.text',
      'booking:rules.arrive.title',
      'dashboard:appointments.file.inPerson',
      'faq:items.whatToBring.a',
      'home:services.inPerson.points.2',
    ]);
    for (const [key, text] of arrive)
      expect([key, text]).toEqual([key, expect.stringMatching(SAYS_TEN[lang])]);
  });

  it('Chinese says 提前, never 提早, for arriving early', () => {
    for (const [key, text] of texts('cn'))
      expect([key, /提早[^。]*到達/.test(text)]).toEqual([key, false]);
  });
});
