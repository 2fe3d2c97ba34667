// Temporary, while the document is written in parts: base.yaml + parts/*.yaml -> clinic-service.yaml.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { parseDocument, parse } from 'yaml';
const dir = new URL('.', import.meta.url).pathname;
const doc = parseDocument(readFileSync(`${dir}base.yaml`, 'utf8'));
const paths = {};
const schemas = {};
for (const file of readdirSync(`${dir}parts`).filter((f) => f.endsWith('.yaml')).sort()) {
  const part = parse(readFileSync(`${dir}parts/${file}`, 'utf8')) ?? {};
  for (const [path, item] of Object.entries(part.paths ?? {})) {
    if (paths[path]) {
      for (const [method, op] of Object.entries(item)) {
        if (paths[path][method]) throw new Error(`${file}: ${method} ${path} is in two parts`);
        paths[path][method] = op;
      }
    } else paths[path] = item;
  }
  for (const [name, schema] of Object.entries(part.components?.schemas ?? {})) {
    if (schemas[name] || doc.getIn(['components', 'schemas', name])) {
      throw new Error(`${file}: schema ${name} is defined twice`);
    }
    schemas[name] = schema;
  }
}
doc.set('paths', doc.createNode(paths));
for (const [name, schema] of Object.entries(schemas)) {
  doc.setIn(['components', 'schemas', name], doc.createNode(schema));
}
writeFileSync(`${dir}clinic-service.yaml`, doc.toString({ lineWidth: 100 }));
console.log(`clinic-service.yaml: ${Object.keys(paths).length} paths`);
