// The wire types the clinic service's contract defines (issue 31): contract/clinic-service.yaml
// through openapi-typescript into src/api/contract.gen.ts, which is committed so that `tsc` can
// hold src/api/types.ts to it (tests/contract/wireTypes.typecheck.ts) without a build step.
// tests/contract/wireTypesFresh.test.ts runs contractTypes() again and fails when the committed
// file no longer matches the document. Run: npm run contract:types
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CONTRACT_DOCUMENT = path.join(root, 'contract/clinic-service.yaml');
export const CONTRACT_TYPES = path.join(root, 'src/api/contract.gen.ts');

const HEADER = `// Generated from contract/clinic-service.yaml by openapi-typescript (npm run contract:types).
// Do not edit: change the document and run the script again. src/api/types.ts is held to these
// types by tests/contract/wireTypes.typecheck.ts.

`;

/** The generated module's text for the document at `document` (default options, as the CLI's). */
export async function contractTypes(document = CONTRACT_DOCUMENT) {
  // The document's text, not its path: the answer depends on nothing but what it says.
  const ast = await openapiTS(readFileSync(document, 'utf8'), { silent: true });
  return HEADER + astToString(ast);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(CONTRACT_TYPES, await contractTypes());
  console.log(
    `${path.relative(root, CONTRACT_TYPES)}: written from ${path.relative(root, CONTRACT_DOCUMENT)}`,
  );
}
