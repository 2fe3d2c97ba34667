// A Vite plugin: `import { validators } from 'virtual:contract-validators'` gives a checking
// function for every schema of the contract document (contract/clinic-service.yaml), keyed by its
// JSON pointer, compiled by Ajv when the bundle is built (Ajv's standalone code). In a page, Ajv
// would otherwise compile each schema with `new Function`, which the portal's Content-Security-
// Policy refuses (the deploy suite serves a mock build under it), and which cost each page load
// of a mock build tens of milliseconds. src/testing/contract/validator.ts compiles at run time
// only a schema missing here (a test's own document).

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { parse } from 'yaml';

const ID = 'virtual:contract-validators';
const RESOLVED = `\0${ID}`;
const DOCUMENT = fileURLToPath(new URL('../contract/clinic-service.yaml', import.meta.url));
/** The id validator.ts gives the document; schemas refer to each other through it. */
export const DOCUMENT_ID = 'https://clinic.example/contract';

const escape = (part) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every `schema` of a parameter, header or media type, by JSON pointer (component schemas are reached through them). */
export function schemaPointers(document) {
  const found = [];
  const walk = (node, pointer) => {
    if (Array.isArray(node))
      return node.forEach((item, index) => walk(item, `${pointer}/${index}`));
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const at = `${pointer}/${escape(key)}`;
      if (key === 'schema' && value && typeof value === 'object') found.push(at);
      else if (key !== 'schemas') walk(value, at);
    }
  };
  walk(document.paths, '/paths');
  walk(document.components, '/components');
  return found;
}

export function contractValidatorsModule(documentText) {
  const document = parse(documentText);
  const ajv = new Ajv2020.default({
    allErrors: true,
    strict: false,
    validateSchema: false,
    code: { source: true, esm: true },
  });
  addFormats.default(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  const pointers = schemaPointers(document);
  const names = {};
  pointers.forEach((pointer, index) => {
    ajv.compile({ $id: `contract-schema-${index}`, $ref: `${DOCUMENT_ID}#${pointer}` });
    names[`v${index}`] = `contract-schema-${index}`;
  });
  // Ajv's ESM output still reaches its runtime helpers with require(): made imports here.
  const imports = new Map();
  const code = standaloneCode.default(ajv, names).replace(/require\("([^"]+)"\)/g, (_, from) => {
    if (!imports.has(from)) imports.set(from, `runtime${imports.size}`);
    return imports.get(from);
  });
  // A CommonJS module read as a namespace: Node puts module.exports under `default`, a bundle
  // puts its `exports.default` there; either way the result's `default` is the module's own.
  const interop =
    "const commonJs = (ns) => (ns.default && typeof ns.default === 'object' && 'default' in ns.default ? ns.default : ns);";
  const head = [
    // Full file names: Node's ESM loader (Vitest, the mock server) adds no extension.
    ...[...imports].map(
      ([from, name]) => `import * as ${name}Module from ${JSON.stringify(`${from}.js`)};`,
    ),
    interop,
    ...[...imports].map(([, name]) => `const ${name} = commonJs(${name}Module);`),
  ];
  const map = pointers.map((pointer, index) => `${JSON.stringify(pointer)}: v${index}`);
  return `${head.join('\n')}\n${code.replace(/^"use strict";/, '')}\nexport const validators = {${map.join(',\n')}};\n`;
}

/** @returns {import('vite').Plugin} */
export function contractValidators() {
  return {
    name: 'contract-validators',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(DOCUMENT);
      return contractValidatorsModule(readFileSync(DOCUMENT, 'utf8'));
    },
  };
}
