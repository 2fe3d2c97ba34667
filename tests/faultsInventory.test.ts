// Reads every call the app makes out of src and holds it against the calls the fault inventory
// drives (e2e/faults/calls.ts: names and lists only, no Playwright; e2e/faults/inventory.ts does
// not compile unless it drives every one of them). A new call fails this test until it is given
// its faults there, or is listed as knowingly uncovered. That each entry says what the patient
// reads is checked where the entries are driven (e2e/faults.spec.ts).

import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FAULT_CALLS,
  callKey,
  fireAndForget,
  notCalled,
  reportCall,
  uncovered,
} from '../e2e/faults/calls';

const ROOT = join(__dirname, '..');
const SRC = join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The text from `start` (just past an opening bracket) to the end of its first argument. */
export function firstArgument(text: string, start: number): string {
  let depth = 0;
  let i = start;
  const skipString = (quote: string) => {
    i += 1;
    while (i < text.length && text[i] !== quote) {
      if (text[i] === '\\') i += 1;
      else if (quote === '`' && text[i] === '$' && text[i + 1] === '{') {
        i += 2;
        let inner = 1;
        while (i < text.length && inner > 0) {
          const c = text[i];
          if (c === "'" || c === '"' || c === '`') skipString(c);
          else if (c === '{') inner += 1;
          else if (c === '}') inner -= 1;
          if (inner > 0) i += 1;
        }
      }
      i += 1;
    }
  };
  for (; i < text.length; i += 1) {
    const c = text[i] as string;
    if (c === "'" || c === '"' || c === '`') skipString(c);
    else if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) {
      if (depth === 0) break;
      depth -= 1;
    } else if (c === ',' && depth === 0) break;
  }
  return text.slice(start, i);
}

/** String constants of a file (const BASE = '/x'), to put into templates that use them. */
function constants(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of text.matchAll(/\bconst\s+(\w+)\s*=\s*(['"`])([^'"`$]*)\2\s*;/g)) {
    found.set(m[1] as string, m[3] as string);
  }
  return found;
}

/** The paths named by string and template literals in a piece of code; a value is '{}'. */
function literalPaths(code: string, known: Map<string, string>): string[] {
  const paths: string[] = [];
  for (const m of code.matchAll(/'([^']*)'|"([^"]*)"|`((?:[^`\\]|\\.)*)`/g)) {
    const raw = m[1] ?? m[2] ?? m[3] ?? '';
    const path = raw.replace(/\$\{\s*([^}]*?)\s*\}/g, (_, expr: string) => known.get(expr) ?? '{}');
    if (path.startsWith('/')) paths.push(path);
  }
  return paths;
}

/** Where a helper the call is given (recordDownloadPath(id, token)) is defined. */
function definitionOf(text: string, name: string): string | null {
  const at = text.search(new RegExp(`(?:const|function)\\s+${name}\\b`));
  if (at < 0) return null;
  const end = text.indexOf('\n\n', at);
  return text.slice(at, end < 0 ? undefined : end);
}

interface FoundCall {
  key: string;
  where: string;
}

const CALL = /\b(api|medicationApi)\s*\.\s*(get|post|put|delete|patch)\s*(?:<[^()]*?>)?\s*\(/g;

export function scanCalls(file: string, text: string): { calls: FoundCall[]; unread: string[] } {
  const known = constants(text);
  const calls: FoundCall[] = [];
  const unread: string[] = [];
  for (const m of text.matchAll(CALL)) {
    const start = (m.index ?? 0) + m[0].length;
    const where = `${relative(ROOT, file)}:${text.slice(0, m.index).split('\n').length}`;
    const argument = firstArgument(text, start);
    let paths = literalPaths(argument, known);
    if (paths.length === 0) {
      const helper = /^\s*(\w+)/.exec(argument)?.[1];
      const definition = helper ? definitionOf(text, helper) : null;
      paths = definition ? literalPaths(definition, known) : [];
    }
    if (paths.length === 0) unread.push(`${where}: ${argument.trim()}`);
    for (const path of paths) {
      calls.push({ key: `${m[1]} ${(m[2] as string).toUpperCase()} ${path}`, where });
    }
  }
  return { calls, unread };
}

const files = sourceFiles(SRC);
const scanned = files.map((file) => scanCalls(file, readFileSync(file, 'utf8')));
const found = scanned.flatMap((s) => s.calls);
const foundKeys = new Set(found.map((call) => call.key));
const covered = new Set(FAULT_CALLS.map(callKey));
const notCalledKeys = Object.keys(notCalled);

describe('the scanner', () => {
  it('reads a path through a constant, a ternary and a helper', () => {
    const text = [
      "const BASE = '/services2/sicknote';",
      'export const a = (ref) =>',
      '  api.get<Reply<{ x?: number }>>(',
      "    ref.by === 'id' ? `${BASE}/form/${segment(ref.id)}` : `${BASE}/form_token/${t}`,",
      '  );',
      '',
      'const linkPath = (id, token) => `/download/${id}?token=${token}`;',
      '',
      'export const b = (id, token) => medicationApi.post(linkPath(id, token), { a: 1 });',
    ].join('\n');
    const { calls, unread } = scanCalls(join(SRC, 'x.ts'), text);
    expect(unread).toEqual([]);
    expect(calls.map((c) => c.key)).toEqual([
      'api GET /services2/sicknote/form/{}',
      'api GET /services2/sicknote/form_token/{}',
      'medicationApi POST /download/{}?token={}',
    ]);
  });

  it('reads every call in src', () => {
    expect(scanned.flatMap((s) => s.unread)).toEqual([]);
    // A floor, so a scanner that silently stops matching cannot pass.
    expect(foundKeys.size).toBeGreaterThanOrEqual(30);
  });
});

describe('the fault inventory (e2e/faults/calls.ts)', () => {
  it('covers every call in src, or lists it as pending or not yet called', () => {
    const accounted = new Set([
      ...covered,
      ...uncovered,
      ...notCalledKeys,
      ...fireAndForget,
      reportCall,
    ]);
    const missing = found
      .filter((call) => !accounted.has(call.key))
      .map((call) => `${call.key} (${call.where})`);
    // Name each in FAULT_CALLS (e2e/faults/calls.ts) and give it its entry in
    // e2e/faults/inventory.ts, with what the patient must read when it fails; e2e/faults.spec.ts
    // then makes it fail in every way.
    expect(missing).toEqual([]);
  });

  it('names no call that src no longer makes', () => {
    const listed = [...covered, ...uncovered, ...notCalledKeys, ...fireAndForget, reportCall];
    expect(listed.filter((key) => !foundKeys.has(key))).toEqual([]);
  });

  it('takes a covered call off the pending list', () => {
    expect(uncovered.filter((key) => covered.has(key) || key in notCalled)).toEqual([]);
  });

  it('lists as not called only functions no screen uses', () => {
    const used = Object.entries(notCalled).filter(([, name]) =>
      files.some((file) => {
        const text = readFileSync(file, 'utf8');
        const uses = text.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0;
        const defines = new RegExp(`export const ${name}\\b`).test(text) ? 1 : 0;
        return uses > defines;
      }),
    );
    expect(used.map(([key, name]) => `${key} is now called through ${name}`)).toEqual([]);
  });
});
