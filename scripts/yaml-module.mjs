// A Vite plugin: `import document from './x.yaml'` gives the parsed document. The YAML is read at
// build time, so a page gets JSON (parsed faster than YAML or an object literal) and no YAML
// parser: the contract document (contract/clinic-service.yaml) is 4,000 lines, and the mock
// clinic reads it on every page load of a mock build. Used by vite.config.ts, and by the scripts
// that load TypeScript through Vite without the config (mock-server.mjs, contract-check.mjs).

import { parse } from 'yaml';

/** @returns {import('vite').Plugin} */
export function yamlModules() {
  return {
    name: 'yaml-modules',
    transform(code, id) {
      if (!/\.ya?ml$/.test(id)) return null;
      const json = JSON.stringify(parse(code));
      return { code: `export default JSON.parse(${JSON.stringify(json)});`, map: null };
    },
  };
}
