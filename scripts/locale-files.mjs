// The portal's texts (src/i18n/locales/<language>/<namespace>.json) as files a page fetches when
// it needs them, named by one hash over all of them: /assets/<namespace>-<language>-<hash>.json.
// The page then finds any file from its name and that one hash, instead of carrying a table of
// 60 addresses with a hash each (0.9 KB gzip on every page's first load; docs/constants.md#first-load-budget).
// A release that changes any text changes every name, which costs a returning visitor a few small
// downloads; that is the price of the smaller script.
//
// `virtual:locale-files` exports localeUrl(language, namespace). In a build it answers the
// emitted files; under the dev server (and Vitest) the source files, which Vite serves as they
// are. The mock clinic's texts (mock.json) are not among them: the mock adds its own.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const VIRTUAL = 'virtual:locale-files';
const RESOLVED = `\0${VIRTUAL}`;

/** Every locale file but the mock's, sorted: { language, namespace, text }. */
export function readLocaleFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((language) =>
      readdirSync(path.join(dir, language.name))
        .filter((file) => file.endsWith('.json') && file !== 'mock.json')
        .map((file) => ({
          language: language.name,
          namespace: file.replace(/\.json$/, ''),
          text: readFileSync(path.join(dir, language.name, file), 'utf8'),
        })),
    )
    .sort((a, b) => `${a.language}/${a.namespace}`.localeCompare(`${b.language}/${b.namespace}`));
}

/** One hash over every file's name and text: any change to any text gives a new one. */
export function localeHash(files) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.language}/${file.namespace}\n${file.text}\n`);
  return hash.digest('base64url').replace(/[-_]/g, '').slice(0, 10);
}

/** A built file's name under assets/. */
export const builtLocaleName = (file, hash) => `${file.namespace}-${file.language}-${hash}.json`;

/** The virtual module's code: localeUrl(language, namespace) from a template and two name lists. */
export function localeModule(files, template) {
  const languages = [...new Set(files.map((file) => file.language))];
  const namespaces = [...new Set(files.map((file) => file.namespace))];
  return [
    `const languages = new Set(${JSON.stringify(languages)});`,
    `const namespaces = new Set(${JSON.stringify(namespaces)});`,
    'export function localeUrl(language, namespace) {',
    '  if (!languages.has(language) || !namespaces.has(namespace)) return undefined;',
    `  return ${template};`,
    '}',
    '',
  ].join('\n');
}

/** @returns {import('vite').Plugin} */
export function localeFiles(dir = 'src/i18n/locales') {
  let build = false;
  let base = '/';
  let root = process.cwd();
  let files = [];
  let hash = '';
  return {
    name: 'locale-files',
    configResolved(config) {
      build = config.command === 'build';
      base = config.base;
      root = config.root;
    },
    buildStart() {
      files = readLocaleFiles(path.resolve(root, dir));
      hash = localeHash(files);
      for (const file of files)
        this.addWatchFile(path.resolve(root, dir, file.language, `${file.namespace}.json`));
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      if (!files.length) {
        files = readLocaleFiles(path.resolve(root, dir));
        hash = localeHash(files);
      }
      const template = build
        ? `\`${base}assets/\${namespace}-\${language}-${hash}.json\``
        : `\`${base}${dir}/\${language}/\${namespace}.json\``;
      return localeModule(files, template);
    },
    generateBundle() {
      for (const file of files) {
        this.emitFile({
          type: 'asset',
          fileName: `assets/${builtLocaleName(file, hash)}`,
          // Whitespace is not text: the files are sent minified.
          source: JSON.stringify(JSON.parse(file.text)),
        });
      }
    },
  };
}
