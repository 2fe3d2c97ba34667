import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// What the patient reads, straight from the locale files: a journey written once reads the same
// keys in English and in Chinese, and a changed text changes here with it.

export type Lang = 'en' | 'cn';

const LOCALES = join(import.meta.dirname, '../../src/i18n/locales');
const cache = new Map<string, Record<string, unknown>>();

function namespace(lang: Lang, ns: string): Record<string, unknown> {
  const key = `${lang}/${ns}`;
  let table = cache.get(key);
  if (!table) {
    table = JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
    cache.set(key, table);
  }
  return table;
}

/** The text of 'namespace:key.path' in `lang`, with {{values}} filled in. */
export function say(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.split(':') as [string, string];
  let node: unknown = namespace(lang, ns);
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No text at ${lang} ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
