// @vitest-environment node
// docs/calls.md's tables and the contract document (contract/clinic-service.yaml) name the same
// calls: a call the portal makes that the document lacks, or a call documented that no table
// names, fails here. The table of calls the portal does not make is left out of both.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractDocument } from '../../src/testing/contract/document';
import { createContractValidator } from '../../src/testing/contract/validator';

const root = path.resolve(__dirname, '../..');
const NOT_MADE = '## Calls the portal does not make';

/** Each call of a table in docs/calls.md (up to the calls the portal does not make), as written. */
export function callsOfTables(markdown: string): string[] {
  const made = markdown.slice(0, markdown.indexOf(NOT_MADE));
  return [...made.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) ([^`]+)`/gm)].map(
    ([, method, target]) => `${method} ${target}`,
  );
}

/** A call as the document names it: the host, the path without its query. */
export function asDocumented(call: string): string {
  const space = call.indexOf(' ');
  const [method, target] = [call.slice(0, space), call.slice(space + 1)];
  const onMedicationHost = target.startsWith('{medication host}');
  const pathOnly = target.replace('{medication host}', '').split('?')[0];
  return `${method} ${pathOnly}${onMedicationHost ? ' (medication host)' : ''}`;
}

const markdown = readFileSync(path.join(root, 'docs/calls.md'), 'utf8');
const documented = createContractValidator(contractDocument)
  .operations()
  .map(
    ({ method, template, operation }) =>
      `${method.toUpperCase()} ${template}${operation['x-host'] === 'medication' ? ' (medication host)' : ''}`,
  );

describe('docs/calls.md and the contract document', () => {
  it('reads the tables as the document names calls', () => {
    expect(asDocumented('GET /message/?limit={n}&skip={n}')).toBe('GET /message/');
    expect(asDocumented('POST {medication host}/medicalinfo/')).toBe(
      'POST /medicalinfo/ (medication host)',
    );
    expect(callsOfTables(`| \`GET /a\` | x |\n${NOT_MADE}\n| \`GET /b\` | y |`)).toEqual([
      'GET /a',
    ]);
  });

  it('documents every call of the tables', () => {
    const tables = new Set(callsOfTables(markdown).map(asDocumented));
    expect(tables.size).toBeGreaterThan(40);
    expect([...tables].filter((call) => !documented.includes(call))).toEqual([]);
  });

  it('names in a table every call of the document', () => {
    const tables = new Set(callsOfTables(markdown).map(asDocumented));
    expect(documented.filter((call) => !tables.has(call))).toEqual([]);
  });
});
