// npm run contract:check -- --base <url> [--medication-base <url>] [--token <token>]
//   [--email <e-mail> --password <password>]
// Holds a clinic service to the contract document (contract/clinic-service.yaml), call by call:
// src/testing/contract/check.ts sends the calls; docs/contract.md tells how to read the report.
//
// The check is TypeScript that imports the YAML document as a module (src/testing/contract/
// document.ts, through scripts/yaml-module.mjs), so, as scripts/mock-server.mjs does, it is loaded
// through Vite's own SSR module loader with that plugin, rather than a second TypeScript runtime
// that knows nothing of either.
// Exit code: 0 every call agrees, 1 a disagreement or a call without an answer, 2 bad arguments.

import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { yamlModules } from './yaml-module.mjs';

const vite = await createServer({
  configFile: false,
  root: fileURLToPath(new URL('..', import.meta.url)),
  mode: 'development',
  appType: 'custom',
  logLevel: 'warn',
  plugins: [yamlModules()],
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});

let exitCode = 2;
try {
  const { parseCheckArguments, USAGE } = await vite.ssrLoadModule(
    '/src/testing/contract/checkArguments.ts',
  );
  const options = parseCheckArguments(process.argv.slice(2));
  if ('error' in options) {
    console.error(`contract:check: ${options.error}\n\n${USAGE}`);
  } else {
    const { contractDocument } = await vite.ssrLoadModule('/src/testing/contract/document.ts');
    const { runContractCheck } = await vite.ssrLoadModule('/src/testing/contract/check.ts');
    ({ exitCode } = await runContractCheck(options, contractDocument, (line) => console.log(line)));
  }
} catch (error) {
  console.error('contract:check: could not run:', error);
} finally {
  await vite.close();
}
process.exit(exitCode);
