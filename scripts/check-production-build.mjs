// Checks the plain production build (run `vite build` first): it must hold no mock code.
//
//   node scripts/check-production-build.mjs [dist]
// The
// JavaScript budget is measured in a browser by scripts/perf.mjs.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(process.argv[2] ?? 'dist');
const failures = [];

// 1. No mock code: the worker script, MSW itself, the mock clinic and its pages.
if (existsSync(path.join(dist, 'mockServiceWorker.js'))) {
  failures.push('dist/mockServiceWorker.js is present');
}
const MOCK_MARKERS = [
  'mockServiceWorker',
  'mock-clinic.invalid',
  'mockClinic',
  '__mock',
  'msw/browser',
  'MSW_',
  'setupWorker',
  'mock-recaptcha',
];
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}
for (const file of walk(dist).filter((f) => /\.(js|html|json)$/.test(f))) {
  const text = readFileSync(file, 'utf8');
  for (const marker of MOCK_MARKERS) {
    if (text.includes(marker)) failures.push(`${path.relative(dist, file)} contains "${marker}"`);
  }
}

if (failures.length) {
  console.error('Production build check failed:\n' + failures.map((f) => `  - ${f}`).join('\n'));
  process.exit(1);
}
console.log('Production build: no mock code.');
