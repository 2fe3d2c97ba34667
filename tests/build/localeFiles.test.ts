import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  builtLocaleName,
  localeHash,
  localeModule,
  readLocaleFiles,
} from '../../scripts/locale-files.mjs';

// The locale files' addresses (scripts/locale-files.mjs): one hash over every text, names the
// page can build from it, and no mock texts among them.

const files = readLocaleFiles(path.resolve('src/i18n/locales'));

/** The virtual module's localeUrl, as a page runs it. */
function moduleOf(template: string) {
  const code = localeModule(files, template).replace('export function', 'function');
  const localeUrl = new Function(`${code}\nreturn localeUrl;`)() as (
    language: string,
    namespace: string,
  ) => string | undefined;
  return { localeUrl };
}

describe('the locale files', () => {
  it('are every namespace in both languages, without the mock clinic texts', () => {
    const names = (language: string) =>
      files.filter((file) => file.language === language).map((file) => file.namespace);
    expect(names('en')).toEqual(names('cn'));
    expect(names('en')).toContain('common');
    expect(names('en')).not.toContain('mock');
    expect(new Set(files.map((file) => file.language))).toEqual(new Set(['en', 'cn']));
  });

  it('share one hash, which any change to any text changes', () => {
    const hash = localeHash(files);
    expect(hash).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(localeHash(files)).toBe(hash);
    const edited = files.map((file, index) =>
      index === 7 ? { ...file, text: file.text.replace('"', '" ') } : file,
    );
    expect(localeHash(edited)).not.toBe(hash);
    const renamed = files.map((file, index) =>
      index === 0 ? { ...file, namespace: `${file.namespace}2` } : file,
    );
    expect(localeHash(renamed)).not.toBe(hash);
  });

  it("give the page each file's built address from its language and namespace", () => {
    const hash = localeHash(files);
    const { localeUrl } = moduleOf(`\`/assets/\${namespace}-\${language}-${hash}.json\``);
    for (const file of files) {
      expect(localeUrl(file.language, file.namespace)).toBe(
        `/assets/${builtLocaleName(file, hash)}`,
      );
    }
    expect(localeUrl('en', 'mock')).toBeUndefined();
    expect(localeUrl('fr', 'common')).toBeUndefined();
    expect(localeUrl('en', '../common')).toBeUndefined();
  });
});
