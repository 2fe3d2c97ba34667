// Validates the HTML of a production build with html-validate and the project's rules
// (.htmlvalidate.mjs): every index.html in it, which after scripts/prerender.mjs are the home
// page and each prerendered public page as Chromium drew it, plus the source index.html the build
// starts from. Errors the W3C checker would report (an autocomplete token meant for a multi-line
// field on a one-line <input>, a duplicate id, a label for nothing, …) fail the run.
//
//   node scripts/validate-html.mjs [dist]
//
// Run after a build with its prerendered pages (npm run test:bundle runs it after scripts/perf.mjs
// has built dist/). A build without them (no Chromium, or a mock build) fails here: the pages
// the app draws would go unchecked.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { FileSystemConfigLoader, formatterFactory, HtmlValidate, Reporter } from 'html-validate';

const dist = path.resolve(process.argv[2] ?? 'dist');
// A page prerender.mjs always writes: its absence means the build was not prerendered.
const PRERENDERED_WITNESS = path.join('register', 'index.html');

function pagesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pagesUnder(full);
    return entry.name === 'index.html' ? [full] : [];
  });
}

if (!existsSync(path.join(dist, PRERENDERED_WITNESS))) {
  console.error(
    `validate-html: ${path.join(dist, PRERENDERED_WITNESS)} is missing; build with the prerendered ` +
      'pages first (npm run build, with Chromium at /usr/bin/chromium or CHROME_PATH).',
  );
  process.exit(1);
}

const files = [path.resolve('index.html'), ...pagesUnder(dist).sort()];
const validator = new HtmlValidate(new FileSystemConfigLoader());
const reports = [];
for (const file of files) reports.push(await validator.validateFile(file));
const merged = Reporter.merge(reports);

if (!merged.valid) {
  console.error(formatterFactory('stylish')(merged.results));
  console.error(`validate-html: ${merged.errorCount} error(s) in ${files.length} files.`);
  process.exit(1);
}
console.log(
  `validate-html: ${files.length} pages valid (${path.relative('.', dist)}/ and index.html).`,
);
