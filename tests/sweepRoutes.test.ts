// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepRoutes, WAITING_FORM_ID } from '../e2e/sweep-routes';
import { WAITING_FORM_ID as SEEDED_FORM_ID } from '../src/testing/mock-clinic/seed/schoolWorkForms';

// The accessibility and language sweep keeps its own copy of the route table (Playwright cannot
// import app code with lazy imports); this keeps the copy whole, read from the table's text: the
// app's table and the mock clinic's pages, which the mock boot adds to the router.
const table = ['../src/app/routes.tsx', '../src/testing/mock-clinic/pages.ts']
  .map((file) => readFileSync(path.resolve(__dirname, file), 'utf8'))
  .join('\n');

const tablePaths = [...table.matchAll(/\bpath:\s*'([^']+)'/g)].map((match) => match[1] ?? '');

/** access of each path, read from the same entry (the next `access:` after its `path:`). */
const tableAccess = new Map(
  [...table.matchAll(/\bpath:\s*'([^']+)',\s*access:\s*'(\w+)'/g)].map((m) => [m[1], m[2]]),
);

describe('the sweep route list', () => {
  it('finds the route table', () => {
    expect(tablePaths.length).toBeGreaterThan(20);
  });

  it('has every path of src/app/routes.tsx and src/testing/mock-clinic/pages.ts', () => {
    const swept = new Set(sweepRoutes.map((route) => route.path));
    expect(tablePaths.filter((p) => !swept.has(p))).toEqual([]);
  });

  it('has no path the table has dropped', () => {
    const inTable = new Set(tablePaths);
    expect(sweepRoutes.map((route) => route.path).filter((p) => !inTable.has(p))).toEqual([]);
  });

  it('gives each path the access the table gives it', () => {
    const differing = sweepRoutes
      .filter((route) => tableAccess.has(route.path))
      .filter((route) => tableAccess.get(route.path) !== route.access)
      .map((route) => `${route.path}: ${route.access} ≠ ${tableAccess.get(route.path)}`);
    expect(differing).toEqual([]);
  });

  it('opens the seeded waiting form', () => {
    expect(WAITING_FORM_ID).toBe(SEEDED_FORM_ID);
  });
});
