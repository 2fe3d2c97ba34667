// Checks the plain production build (run `vite build` first): it must hold no mock code, and the
// JavaScript a visitor downloads for / and /login must stay within 150 KB gzip.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('dist');
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

// 2. First-load JavaScript per public route, from Vite's manifest.
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const ROUTES = {
  '/': ['src/features/site/HomePage.tsx'],
  '/login': ['src/features/auth/LoginPage.tsx', 'src/components/BotCheck/RecaptchaBotCheck.tsx'],
};
const LOCALES = ['common', 'server', 'site', 'auth'].map((ns) => `src/i18n/locales/en/${ns}.json`);
const BUDGET = 150 * 1024;

for (const [route, modules] of Object.entries(ROUTES)) {
  const keys = closure([entry, ...modules, ...LOCALES.filter((k) => manifest[k])]);
  const js = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const total = js.reduce((sum, f) => sum + gz(f), 0);
  const kb = (total / 1024).toFixed(1);
  console.log(`${route}: ${js.length} JS files, ${kb} KB gzip (budget 150 KB)`);
  if (total > BUDGET) failures.push(`${route} loads ${kb} KB gzip of JavaScript, over 150 KB`);
}

if (failures.length) {
  console.error('Production build check failed:\n' + failures.map((f) => `  - ${f}`).join('\n'));
  process.exit(1);
}
console.log('Production build: no mock code, within the JavaScript budget.');
