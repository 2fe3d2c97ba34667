// @vitest-environment node
// The product's rules live in docs/ (docs/README.md#how-to-cite-a-rule). Comments and test names
// cite a section there, never the specification's documents, which a reader of this repository
// does not have. This test keeps both true: no file cites the specification by document number
// or section sign, and every docs/<file>.md#<anchor> cited in the code, the tests, the scripts,
// README or docs/ itself names a file that exists and a heading whose GitHub slug is the anchor.

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, slug } from './anchors';

const root = path.resolve(__dirname, '../..');

/** The word spec followed by document 01 or 02 (any case, any spacing), or a section sign. */
const SPEC_CITATION = /spec\s*0[12]\b|\u00a7/i;

/** docs/<file>.md, optionally #<anchor>. */
const DOCS_CITATION = /docs\/([\w.-]+\.md)(?:#([\w-]+))?/g;

const SCANNED_DIRS = ['src', 'tests', 'e2e', 'scripts'];
const TEXT_FILE = /\.(?:ts|tsx|js|mjs|cjs|css|scss|html|md|sh)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(full);
    return TEXT_FILE.test(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** Every file whose comments and test names are held to the rule, as repository paths. */
const scanned: string[] = [
  ...SCANNED_DIRS.flatMap((dir) => filesUnder(path.join(root, dir))),
  path.join(root, 'README.md'),
].map(relative);

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Citation {
  file: string;
  line: number;
  target: string;
  anchor: string | null;
}

function citationsIn(file: string, text: string): Citation[] {
  return text.split('\n').flatMap((content, index) =>
    [...content.matchAll(DOCS_CITATION)].map((m) => ({
      file,
      line: index + 1,
      target: m[1] ?? '',
      anchor: m[2] ?? null,
    })),
  );
}

/** Links between the pages of docs/: (other.md#anchor), (other.md) or (#anchor). */
function docsLinksIn(file: string, text: string): Citation[] {
  return text.split('\n').flatMap((content, index) =>
    [...content.matchAll(/\]\(((?:[\w.-]+\.md)?)(?:#([\w-]+))?\)/g)].map((m) => ({
      file,
      line: index + 1,
      target: m[1] || path.posix.basename(file),
      anchor: m[2] ?? null,
    })),
  );
}

/**
 * What is wrong with each citation, as readable lines: a docs file that does not exist, or an
 * anchor no heading of it produces. `docsFiles` maps a file name under docs/ to its text.
 */
function brokenCitations(
  citations: readonly Citation[],
  docsFiles: ReadonlyMap<string, string>,
): string[] {
  const anchors = new Map([...docsFiles].map(([name, text]) => [name, anchorsOf(text)]));
  return citations.flatMap(({ file, line, target, anchor }) => {
    const where = `${file}:${line}: docs/${target}${anchor ? `#${anchor}` : ''}`;
    const headings = anchors.get(target);
    if (!headings) return [`${where}: no such file in docs/`];
    if (anchor !== null && !headings.has(anchor)) return [`${where}: no heading with that anchor`];
    return [];
  });
}

const docsDir = path.join(root, 'docs');
const docsFiles = new Map(
  readdirSync(docsDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [name, readFileSync(path.join(docsDir, name), 'utf8')] as const),
);

describe('citations of the product rules (docs/README.md#how-to-cite-a-rule)', () => {
  it('scans the code, the tests, the e2e journeys, the scripts and README', () => {
    expect(scanned).toContain('README.md');
    expect(scanned).toContain('src/app/routes.tsx');
    expect(scanned.length).toBeGreaterThan(300);
  });

  it('no file cites the specification by document number or section sign', () => {
    const citing = scanned.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) => (SPEC_CITATION.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(citing).toEqual([]);
  });

  it('every docs/<file>.md#<anchor> cited names an existing file and heading', () => {
    const citations = scanned.flatMap((file) => citationsIn(file, read(file)));
    expect(citations.length).toBeGreaterThan(100);
    expect(brokenCitations(citations, docsFiles)).toEqual([]);
  });

  it('every link between the pages of docs/ names an existing file and heading', () => {
    const links = [...docsFiles].flatMap(([name, text]) => [
      ...docsLinksIn(name, text),
      ...citationsIn(`docs/${name}`, text),
    ]);
    expect(brokenCitations(links, docsFiles)).toEqual([]);
  });
});

describe('the checker itself', () => {
  it('makes GitHub-style anchors', () => {
    expect(slug('Sick note dates')).toBe('sick-note-dates');
    expect(slug("Calls to the clinic's service")).toBe('calls-to-the-clinics-service');
    expect(slug('Sick-note check: `validateById`')).toBe('sick-note-check-validatebyid');
    expect([...anchorsOf('# A\n## Same\n```\n## Not a heading\n```\n## Same\n')]).toEqual([
      'a',
      'same',
      'same-1',
    ]);
  });

  it('reports a citation whose anchor or file is missing, and passes a good one', () => {
    const docs = new Map([['requests.md', '# Requests\n\n## Sick note dates\n']]);
    // Built from parts, so this file's own text holds no broken citation.
    const sample = [
      `// ${'docs/'}requests.md#sick-note-dates: fine`,
      `// ${'docs/'}requests.md#no-such-heading: missing anchor`,
      `it('follows ${'docs/'}nowhere.md#anything', () => {});`,
    ].join('\n');
    expect(brokenCitations(citationsIn('sample.ts', sample), docs)).toEqual([
      `sample.ts:2: ${'docs/'}requests.md#no-such-heading: no heading with that anchor`,
      `sample.ts:3: ${'docs/'}nowhere.md#anything: no such file in docs/`,
    ]);
  });

  it('catches a citation of the specification in any of its written forms', () => {
    // Built from parts, so this file's own text cites nothing.
    for (const sample of [
      'spec' + ' 01 ',
      'Spec' + ' 02:',
      'SPEC' + ' 01',
      'spec' + '02',
      'see \u00a75',
    ]) {
      expect(SPEC_CITATION.test(sample), sample).toBe(true);
    }
    for (const sample of [
      "the spec's message",
      'e2e/home.spec.ts',
      'spec' + ' 03',
      'spec' + ' 012',
    ]) {
      expect(SPEC_CITATION.test(sample), sample).toBe(false);
    }
  });
});
