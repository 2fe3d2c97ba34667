// @vitest-environment node
// One index from an address to its code and its rules (docs/routes.md#route-table): every route of
// src/app/routes.tsx names its docs section in a `rules:` comment, docs/routes.md's route table has
// one row per route with the same access, service mark, page file and section, and every section
// named exists. A route added without its row, a row left behind, or a section renamed fails here.

import fc from 'fast-check';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { anchorsOf } from './anchors';
import {
  declarationRules,
  indexMismatches,
  NOT_FOUND_PATH,
  routesOfSource,
  routesOfTable,
  type RouteEntry,
} from './routeIndex';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const exists = (file: string) => existsSync(path.join(root, file));

const ROUTES_FILE = 'src/app/routes.tsx';
const routesText = read(ROUTES_FILE);
const inCode = routesOfSource(ROUTES_FILE, routesText, exists);
const inTable = routesOfTable(read('docs/routes.md'));
const anchors = new Map(
  readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => [name, anchorsOf(read(`docs/${name}`))] as const),
);

describe('the route index (docs/routes.md#route-table)', () => {
  it('reads every route of the table the app routes by, and the not-found page', () => {
    // The compiler's reading and the running table agree, so no route escapes the check.
    expect(inCode.map((r) => r.path)).toEqual([...routes.map((r) => r.path), NOT_FOUND_PATH]);
    expect(inCode.length).toBeGreaterThan(30);
  });

  it('docs/routes.md has one row per route, saying what routes.tsx says', () => {
    expect(inTable.length).toBeGreaterThan(30);
    expect(indexMismatches(inCode, inTable, anchors, exists)).toEqual([]);
  });

  it("the mock clinic's own pages name their section too", () => {
    const rules = declarationRules(ROUTES_FILE, routesText, 'standInRoutes');
    expect(rules).not.toBeNull();
    const [file = '', anchor = ''] = (rules ?? '').split('#');
    expect(anchors.get(file)?.has(anchor), rules ?? '').toBe(true);
  });
});

describe('the index checker itself', () => {
  const pay: RouteEntry = {
    path: '/sick-note/payment',
    access: 'patient',
    service: true,
    code: 'src/features/payment/PaymentPage.tsx',
    rules: 'requests.md#payment-page',
  };
  const docs = new Map([['requests.md', new Set(['payment-page', 'receipts'])]]);
  const everyFile = () => true;
  const check = (table: RouteEntry[], code: RouteEntry[] = [pay]) =>
    indexMismatches(code, table, docs, everyFile);

  it('passes a row that says what its route says', () => {
    expect(check([pay])).toEqual([]);
  });

  it('reports a row that differs in access, service mark, page file or section', () => {
    for (const broken of [
      { ...pay, access: 'public' },
      { ...pay, service: false },
      { ...pay, code: 'src/features/payment/PaymentSuccessPage.tsx' },
      { ...pay, rules: 'requests.md#receipts' },
    ])
      expect(check([broken])).toHaveLength(1);
  });

  it('reports a route without a row, a row without a route, and a missing section', () => {
    expect(check([])).toEqual(['docs/routes.md: no row for /sick-note/payment']);
    expect(check([pay, { ...pay, path: '/gone' }])).toEqual([
      'docs/routes.md: /gone is not a route',
    ]);
    const unnamed = { ...pay, rules: null };
    expect(check([unnamed], [unnamed])).toEqual([
      'routes.tsx: /sick-note/payment names no rules (rules: docs/…)',
    ]);
    const nowhere = { ...pay, rules: 'requests.md#no-such-heading' };
    expect(check([nowhere], [nowhere])).toEqual([
      '/sick-note/payment: requests.md#no-such-heading: no such heading',
    ]);
  });

  const anyEntry = fc.record({
    path: fc.stringMatching(/^\/[a-z:/-]{0,12}$/),
    access: fc.constantFrom('public', 'guest', 'patient'),
    service: fc.boolean(),
    code: fc.constantFrom('src/features/a/APage.tsx', 'src/features/b/BPage.tsx'),
    rules: fc.constantFrom('requests.md#payment-page', 'requests.md#receipts'),
  });
  const anyIndex = fc.uniqueArray(anyEntry, {
    minLength: 1,
    maxLength: 8,
    selector: (e) => e.path,
  });

  it('passes any table that is its routes, in any order', () => {
    fc.assert(
      fc.property(anyIndex, (index) => {
        expect(check([...index].reverse(), index)).toEqual([]);
      }),
    );
  });

  it('reports any one row changed in any one column', () => {
    const change = fc.constantFrom<(e: RouteEntry) => RouteEntry>(
      (e) => ({ ...e, path: `${e.path}/x` }),
      (e) => ({ ...e, access: e.access === 'public' ? 'patient' : 'public' }),
      (e) => ({ ...e, service: !e.service }),
      (e) => ({ ...e, code: `${e.code}.old` }),
      (e) => ({ ...e, rules: e.rules === 'requests.md#receipts' ? null : 'requests.md#receipts' }),
    );
    fc.assert(
      fc.property(anyIndex, fc.nat(), change, (index, at, alter) => {
        const table = index.map((e, i) => (i === at % index.length ? alter(e) : e));
        expect(check(table, index)).not.toEqual([]);
      }),
    );
  });

  it('reads a route, its page and its rules comment from the source', () => {
    const source = [
      'const shared = page(() => import("../features/a/APage"));',
      'export const routes = [',
      `  /** rules: ${'docs/'}requests.md#payment-page */`,
      "  { path: '/a', access: 'patient', page: shared, service: true },",
      "  { path: '/b', access: 'public', page: page(() => import('../features/b/BPage')) },",
      '];',
      `/** ${'rules: docs/'}routes.md#not-found-page */`,
      "export const NotFoundPage = page(() => import('../features/site/NotFoundPage'));",
    ].join('\n');
    expect(routesOfSource('src/app/routes.tsx', source, everyFile)).toEqual([
      {
        path: '/a',
        access: 'patient',
        service: true,
        code: 'src/features/a/APage.tsx',
        rules: 'requests.md#payment-page',
      },
      {
        path: '/b',
        access: 'public',
        service: false,
        code: 'src/features/b/BPage.tsx',
        rules: null,
      },
      {
        path: NOT_FOUND_PATH,
        access: 'public',
        service: false,
        code: 'src/features/site/NotFoundPage.tsx',
        rules: 'routes.md#not-found-page',
      },
    ]);
  });

  it('reads a row by its column names', () => {
    const markdown = [
      '## Route table',
      '',
      '| path | access | service | page | code | rules |',
      '| --- | --- | --- | --- | --- | --- |',
      '| `/a` | patient | service | A | `src/features/a/APage.tsx` | [requests.md#payment-page](requests.md#payment-page) |',
      '',
      '## Next',
      '| `/not-a-row` | public | | | | |',
    ].join('\n');
    expect(routesOfTable(markdown)).toEqual([
      {
        path: '/a',
        access: 'patient',
        service: true,
        code: 'src/features/a/APage.tsx',
        rules: 'requests.md#payment-page',
      },
    ]);
  });
});
