// The route index, read from both of its places: src/app/routes.tsx (with the TypeScript compiler,
// since each route's docs section is a comment the minifier drops) and docs/routes.md's route
// table. routeIndex.test.ts holds the two together.

import path from 'node:path';
import ts from 'typescript';

/** One route as the index gives it: address, who may open it, its page's file, its rules. */
export interface RouteEntry {
  path: string;
  access: string;
  service: boolean;
  /** The page's source file, from the repository root: `src/features/site/HomePage.tsx`. */
  code: string;
  /** The docs section holding its rules, `requests.md#payment-page`; null when none is named. */
  rules: string | null;
}

/** The path written for "anything else", the not-found page, in both places. */
export const NOT_FOUND_PATH = '*';

/** `rules: docs/<file>.md#<anchor>` in a comment. */
const RULES_COMMENT = /\brules:\s*docs\/([\w.-]+\.md#[\w-]+)/;

function leadingRules(source: ts.SourceFile, node: ts.Node): string | null {
  const text = source.getFullText();
  for (const range of ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []) {
    const match = RULES_COMMENT.exec(text.slice(range.pos, range.end));
    if (match?.[1]) return match[1];
  }
  return null;
}

/** `page(() => import('../features/x/Page'))` → the imported specifier. */
function importedSpecifier(node: ts.Node): string | null {
  let found: string | null = null;
  const visit = (child: ts.Node) => {
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] &&
      ts.isStringLiteral(child.arguments[0])
    )
      found = child.arguments[0].text;
    else ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/**
 * The index as src/app/routes.tsx writes it. `file` is the module's repository path, for the
 * imports it resolves; `exists` picks the page file among `.tsx` and `.ts`.
 */
export function routesOfSource(
  file: string,
  text: string,
  exists: (repoPath: string) => boolean,
): RouteEntry[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const declarations = new Map<string, ts.VariableDeclaration>();
  const statements = new Map<string, ts.VariableStatement>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name)) continue;
      declarations.set(declaration.name.text, declaration);
      statements.set(declaration.name.text, statement);
    }
  }

  const codeOf = (pageNode: ts.Node | undefined): string => {
    let node = pageNode;
    // A page object named once and used by several routes (authByToken).
    if (node && ts.isIdentifier(node)) node = declarations.get(node.text)?.initializer;
    const specifier = node ? importedSpecifier(node) : null;
    if (!specifier) return '';
    const base = path.posix.join(path.posix.dirname(file), specifier);
    return ['.tsx', '.ts'].map((ext) => base + ext).find(exists) ?? `${base}.tsx`;
  };

  const table = declarations.get('routes')?.initializer;
  if (!table || !ts.isArrayLiteralExpression(table)) throw new Error(`${file}: no routes table`);
  const entries = table.elements.map((element): RouteEntry => {
    if (!ts.isObjectLiteralExpression(element))
      throw new Error(`${file}: a route that is not an object literal: ${element.getText()}`);
    const props = new Map<string, ts.Expression>();
    for (const prop of element.properties)
      if (ts.isPropertyAssignment(prop) && ts.isIdentifier(prop.name))
        props.set(prop.name.text, prop.initializer);
    const literal = (name: string) => {
      const value = props.get(name);
      return value && ts.isStringLiteral(value) ? value.text : '';
    };
    return {
      path: literal('path'),
      access: literal('access'),
      service: props.get('service')?.kind === ts.SyntaxKind.TrueKeyword,
      code: codeOf(props.get('page')),
      rules: leadingRules(source, element),
    };
  });

  const notFound = statements.get('NotFoundPage');
  if (!notFound) throw new Error(`${file}: no NotFoundPage`);
  entries.push({
    path: NOT_FOUND_PATH,
    access: 'public',
    service: false,
    code: codeOf(declarations.get('NotFoundPage')?.initializer),
    rules: leadingRules(source, notFound),
  });
  return entries;
}

/** The rules comment of a top-level declaration (standInRoutes), or null. */
export function declarationRules(file: string, text: string, name: string): string | null {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const statement = source.statements.find(
    (s) =>
      ts.isVariableStatement(s) &&
      s.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name),
  );
  return statement ? leadingRules(source, statement) : null;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

const unquote = (cell: string) => cell.replace(/^`|`$/g, '');

/**
 * The route table of docs/routes.md: the rows under its `## Route table` heading, read by the
 * header's column names (path, access, service, code, rules).
 */
export function routesOfTable(markdown: string): RouteEntry[] {
  const section = markdown.split(/^## Route table\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  const lines = section.split('\n').filter((line) => line.trim().startsWith('|'));
  const [header, , ...rows] = lines;
  if (!header) return [];
  const columns = cells(header).map((name) => name.toLowerCase());
  const column = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
  return rows.map(cells).map((row) => {
    const rules = /\]\(([\w.-]+\.md#[\w-]+)\)/.exec(column(row, 'rules'))?.[1] ?? null;
    return {
      path: unquote(column(row, 'path')),
      access: column(row, 'access'),
      service: column(row, 'service') === 'service',
      code: unquote(column(row, 'code')),
      rules,
    };
  });
}

const describeEntry = (entry: RouteEntry) =>
  `${entry.access}${entry.service ? ', service' : ''}, ${entry.code}, ${entry.rules ?? 'no rules'}`;

/**
 * What keeps the two from being one index, as readable lines: a route with no row or a row with
 * no route, a row that says something else than its route, a route naming no docs section, a
 * section whose file or heading does not exist (`anchors` maps a docs file to its anchors), a
 * page file that does not exist.
 */
export function indexMismatches(
  code: readonly RouteEntry[],
  table: readonly RouteEntry[],
  anchors: ReadonlyMap<string, ReadonlySet<string>>,
  exists: (repoPath: string) => boolean,
): string[] {
  const problems: string[] = [];
  const rows = new Map<string, RouteEntry>();
  for (const row of table) {
    if (rows.has(row.path)) problems.push(`docs/routes.md: ${row.path} has two rows`);
    rows.set(row.path, row);
  }
  const routed = new Set<string>();
  for (const route of code) {
    if (routed.has(route.path)) problems.push(`routes.tsx: ${route.path} is routed twice`);
    routed.add(route.path);
    if (!route.rules) problems.push(`routes.tsx: ${route.path} names no rules (rules: docs/…)`);
    if (!exists(route.code)) problems.push(`routes.tsx: ${route.path}: no file ${route.code}`);
    const row = rows.get(route.path);
    if (!row) problems.push(`docs/routes.md: no row for ${route.path}`);
    else if (describeEntry(row) !== describeEntry(route))
      problems.push(
        `docs/routes.md: ${route.path} says ${describeEntry(row)}; routes.tsx: ${describeEntry(route)}`,
      );
  }
  for (const row of table) {
    if (!routed.has(row.path)) problems.push(`docs/routes.md: ${row.path} is not a route`);
  }
  for (const entry of [...code, ...table]) {
    if (!entry.rules) continue;
    const [file = '', anchor = ''] = entry.rules.split('#');
    const headings = anchors.get(file);
    if (!headings) problems.push(`${entry.path}: ${entry.rules}: no such file in docs/`);
    else if (!headings.has(anchor)) problems.push(`${entry.path}: ${entry.rules}: no such heading`);
  }
  return [...new Set(problems)];
}
