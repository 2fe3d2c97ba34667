// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { simplifiedIn } from './i18n/chinese/simplified';

// Every key must exist in both languages, and a Chinese value must really be Chinese: the same
// text in both is allowed only for the short list below (brand names, e-mail addresses, numbers).
const localesDir = path.resolve(__dirname, '../src/i18n/locales');

/** "namespace:key.path" entries whose Chinese may equal the English. */
const SAME_IN_BOTH = new Set<string>([
  // The language toggle names the other language in that language's own words.
  'common:language.switchLabel',
]);

/** Values that are language-neutral by nature: numbers, prices, e-mails, codes, interpolations. */
const NEUTRAL = /^[\s\d$.,:;/()+\-–—%#@&*=×|·]*$|^[\w.+-]+@[\w.-]+$|^\{\{\w+\}\}$/;

const CJK = /[\u3400-\u9fff]/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

function load(lang: string): Map<string, Map<string, string>> {
  const dir = path.join(localesDir, lang);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  return new Map(
    files.map((file) => [
      file.replace(/\.json$/, ''),
      flatten(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tree),
    ]),
  );
}

const en = load('en');
const cn = load('cn');

describe('locale files', () => {
  it('have the same namespaces in both languages', () => {
    expect([...cn.keys()].sort()).toEqual([...en.keys()].sort());
  });

  for (const [ns, enKeys] of en) {
    describe(`namespace ${ns}`, () => {
      const cnKeys = cn.get(ns) ?? new Map<string, string>();

      it('has every key in both languages', () => {
        expect([...cnKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
      });

      it('has no empty value', () => {
        for (const [key, value] of [...enKeys, ...cnKeys]) {
          expect(value.trim(), `${ns}:${key}`).not.toBe('');
        }
      });

      it('translates every value into Traditional Chinese', () => {
        for (const [key, enValue] of enKeys) {
          const cnValue = cnKeys.get(key) ?? '';
          const id = `${ns}:${key}`;
          if (SAME_IN_BOTH.has(id) || NEUTRAL.test(enValue)) continue;
          expect(cnValue, `${id} is the English text`).not.toBe(enValue);
          expect(CJK.test(cnValue), `${id} has no Chinese in "${cnValue}"`).toBe(true);
          // Simplified characters: the table generated from OpenCC (issue 29), not a hand list.
          expect(simplifiedIn(cnValue), `${id} uses a Simplified character: "${cnValue}"`).toEqual(
            [],
          );
        }
      });

      it('keeps the same {{placeholders}} in both languages', () => {
        const names = (value: string) =>
          [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        for (const [key, enValue] of enKeys) {
          expect(names(cnKeys.get(key) ?? ''), `${ns}:${key}`).toEqual(names(enValue));
        }
      });

      // The review of 27 November 2026 (summary row 2): Trans tags (<mail>…</mail>, <time/>) were
      // not compared. A tag missing in one language drops a link or a value from that language.
      it('keeps the same <tags> in both languages', () => {
        const tags = (value: string) =>
          [...value.matchAll(/<\/?([A-Za-z0-9]+)\s*\/?>/g)].map((m) => m[0]).sort();
        for (const [key, enValue] of enKeys) {
          expect(tags(cnKeys.get(key) ?? ''), `${ns}:${key}`).toEqual(tags(enValue));
        }
      });
    });
  }
});
