// The speed budget, measured the way a visitor meets it: the production build (no mock), served
// by `vite preview`, opened in Debian's Chromium. For each route it sums every JavaScript and CSS
// response until the network is idle (gzip and brotli), in both languages, on a phone and on a
// desktop; it fails when /, /login, /register or /dashboard needs more than 150 KB gzip of
// JavaScript (docs/constants.md#first-load-budget). /dashboard is opened by a logged-in patient:
// the build's service address is answered by the mock clinic over HTTP (npm run mock-server).
//
//   node scripts/perf.mjs               build, measure, write reports/perf.json
//   node scripts/perf.mjs --no-build    measure the existing dist/
//   node scripts/perf.mjs --lighthouse  also Lighthouse (mobile) on the public pages, written to
//                                       reports/lighthouse.json, failing under the thresholds
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const args = new Set(process.argv.slice(2));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.PERF_PORT ?? 4300);
const BASE = `http://localhost:${PORT}`;
const KB = 1024;
const JS_BUDGET = 150 * KB;
const BUDGETED = new Set(['/', '/login', '/register', '/dashboard']);
const ROUTES = ['/', '/login', '/register', '/validate', '/sicknote', '/dashboard'];
/** Routes opened by a logged-in patient (the mock clinic's seeded patient@example.com). */
const PATIENT_ROUTES = new Set(['/dashboard']);
// The service the build calls, named here so the measured bundle is the same whatever .env says;
// its requests are answered by the mock clinic on SERVICE_PORT.
const SERVICE_ORIGIN = 'https://api.clinicportal.ca';
/** The refresh cookie of the patient logIn() logged in, sent with the service's calls. */
let refreshCookie = '';
const SERVICE_PORT = Number(process.env.PERF_SERVICE_PORT ?? 4301);
const SERVICE = `http://127.0.0.1:${SERVICE_PORT}`;
const PATIENT = { email: 'patient@example.com', password: 'Clinic2026!' };
const LIGHTHOUSE_ROUTES = ['/', '/login', '/register', '/validate'];
const THRESHOLDS = { performance: 95, accessibility: 100, 'best-practices': 95 };
// Each language once and each width once: the scripts a page loads have never differed by width
// (the same sizes at 375 and 1280 px in every report until now), and the four pairs took a
// minute more of every CI run. PERF_ALL=1 measures all four.
const MEASURED = new Set(
  process.env.PERF_ALL
    ? ['en phone', 'en desktop', 'cn phone', 'cn desktop']
    : ['en desktop', 'cn phone'],
);
const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
};
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// Level 6 is what servers use on the fly (and the nginx config in deploy/): no flattering level 9.
const gzip = (buffer) => gzipSync(buffer, { level: 6 }).length;
const brotli = (buffer) =>
  brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes) => Math.round((bytes / KB) * 10) / 10;

if (!args.has('--no-build')) {
  // The production build as `npm run build` makes it (without its type check): bundle, then
  // prerendered public pages.
  for (const step of [
    ['npx', ['vite', 'build']],
    [process.execPath, ['scripts/prerender.mjs']],
  ]) {
    const run = spawnSync(step[0], step[1], {
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_API_MOCK: 'false',
        VITE_API_URL: SERVICE_ORIGIN,
        VITE_SOCKET_URL: SERVICE_ORIGIN,
      },
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}

const server = spawn(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'preview', '--outDir', 'dist', '--port', String(PORT)],
  { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, VITE_API_MOCK: 'false' } },
);
await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('vite preview did not start')), 30_000);
  server.stdout.on('data', (chunk) => {
    if (String(chunk).includes(String(PORT))) {
      clearTimeout(timer);
      resolve();
    }
  });
  server.on('exit', (code) => reject(new Error(`vite preview exited with ${code}`)));
});

const service = await startService();

const failures = [];
const report = { measuredAt: new Date().toISOString(), budgetKbGzip: 150, routes: [] };

try {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  for (const route of ROUTES) {
    for (const lang of ['en', 'cn']) {
      for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
        if (!MEASURED.has(`${lang} ${viewportName}`)) continue;
        const context = await browser.newContext({ viewport, locale: 'en-CA' });
        await answerServiceWithMock(context);
        if (PATIENT_ROUTES.has(route)) await logIn(context);
        const page = await context.newPage();
        const bodies = [];
        page.on('response', (response) => {
          const type = response.request().resourceType();
          if (type === 'script' || type === 'stylesheet') {
            bodies.push(
              response.body().then(
                (body) => ({ type, url: response.url(), body }),
                () => null,
              ),
            );
          }
        });
        await page.goto(`${BASE}${route}?lang=${lang}`, { waitUntil: 'networkidle' });
        // Late requests (a lazy chunk after the first render, the first API call) still count.
        await page.waitForTimeout(1_000);
        await page.waitForLoadState('networkidle');
        if (new URL(page.url()).pathname !== route) {
          failures.push(`${route} (${lang}, ${viewportName}) ended at ${page.url()}`);
        }
        const files = (await Promise.all(bodies)).filter(Boolean);
        const sum = (type, size) =>
          files.filter((f) => f.type === type).reduce((total, f) => total + size(f.body), 0);
        const entry = {
          route,
          lang,
          viewport: viewportName,
          jsFiles: files.filter((f) => f.type === 'script').length,
          jsGzipKb: kb(sum('script', gzip)),
          jsBrotliKb: kb(sum('script', brotli)),
          cssGzipKb: kb(sum('stylesheet', gzip)),
          cssBrotliKb: kb(sum('stylesheet', brotli)),
        };
        report.routes.push(entry);
        // PERF_LIST=1: every script of the route, largest first, to see what a change added.
        if (process.env.PERF_LIST && BUDGETED.has(route)) {
          const scripts = files.filter((f) => f.type === 'script');
          scripts.sort((a, b) => gzip(b.body) - gzip(a.body));
          for (const f of scripts) console.log(`  ${route} ${lang} ${gzip(f.body)} ${f.url}`);
        }
        if (BUDGETED.has(route) && sum('script', gzip) > JS_BUDGET) {
          failures.push(
            `${route} (${lang}, ${viewportName}) loads ${entry.jsGzipKb} KB gzip of JS`,
          );
        }
        await context.close();
      }
    }
  }
  await checkPrerendered(browser);
  await browser.close();

  if (args.has('--lighthouse')) report.lighthouse = await runLighthouse();
} finally {
  server.kill();
  service.kill();
}

mkdirSync('reports', { recursive: true });
writeFileSync('reports/perf.json', `${JSON.stringify(report, null, 2)}\n`);
printTable(report);
if (failures.length > 0) {
  console.error(`\nSpeed budget failed:\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
console.log('\nSpeed budget met. Report: reports/perf.json');

/**
 * The prerendered pages, seen before any script of ours runs (index.html's guard aside): an
 * English visitor sees the page; a Chinese one, a logged-in patient or another address sees an
 * empty page rather than the wrong one.
 */
async function checkPrerendered(browser) {
  const cases = [
    { path: '/login', setup: null, expectText: true },
    { path: '/', setup: null, expectText: true },
    { path: '/login?lang=cn', setup: null, expectText: false },
    { path: '/login', setup: { lang: 'cn' }, expectText: false },
    { path: '/', setup: { session: 'a-login-mark' }, expectText: false },
    { path: '/dashboard', setup: null, expectText: false },
  ];
  for (const { path: address, setup, expectText } of cases) {
    const context = await browser.newContext({ locale: 'en-CA' });
    if (setup) {
      await context.addInitScript((values) => {
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      }, setup);
    }
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${BASE}${address}`, { waitUntil: 'load' });
    const text = (await page.locator('#root').innerText()).trim();
    if (expectText !== text.length > 0) {
      failures.push(
        `prerendered ${address} ${setup ? JSON.stringify(setup) : ''}: ${expectText ? 'shows nothing' : 'shows a page it should hide'}`,
      );
    }
    await context.close();
  }
}

/** The mock clinic over HTTP (and socket.io), as the production-path tests use it. */
async function startService() {
  const child = spawn(process.execPath, ['scripts/mock-server.mjs'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(SERVICE_PORT),
      MOCK_PUBLIC_URL: SERVICE,
      MOCK_PORTAL_URL: BASE,
    },
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the mock clinic did not start')), 60_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`the mock clinic exited with ${code}`)));
  });
  return child;
}

/**
 * The build's service address is answered by the mock clinic. Socket.io's long poll is refused:
 * it would keep the network busy for ever, and its script is loaded (and counted) either way.
 */
async function answerServiceWithMock(context) {
  await context.route(`${SERVICE_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/socket.io/')) return route.abort();
    const headers = { ...route.request().headers() };
    if (refreshCookie) headers.cookie = refreshCookie;
    const response = await route.fetch({ url: `${SERVICE}${url.pathname}${url.search}`, headers });
    return route.fulfill({ response });
  });
}

/**
 * A patient logged in a moment ago, as the login page leaves it: the service's refresh cookie
 * (which the dashboard's page load trades for the token), the login's mark and the activity.
 */
async function logIn(context) {
  const answer = await fetch(`${SERVICE}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // The login page's own body (contract/clinic-service.yaml): the mock holds it to the document.
    body: JSON.stringify({ method: 'email', ...PATIENT, recaptcha: 'perf' }),
  });
  const reply = await answer.json();
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => /^clinic_refresh=([^;]*)/.exec(line)?.[1])
    .find(Boolean);
  if (!reply?.success || !cookie)
    throw new Error(`the mock clinic refused the login: ${JSON.stringify(reply)}`);
  // The build calls SERVICE_ORIGIN, another site than this page's localhost, answered by the mock
  // clinic (answerServiceWithMock): the browser would not send a SameSite=Strict cookie there, so
  // the route sends it, as the browser does where the portal and the service are one site.
  refreshCookie = `clinic_refresh=${cookie}`;
  await context.addInitScript(() => {
    localStorage.setItem('session', 'perf-login');
    localStorage.setItem('lastActivity', String(Date.now()));
  });
}

async function runLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results = [];
  for (const route of LIGHTHOUSE_ROUTES) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless=new', ...FLAGS],
    });
    try {
      const run = await lighthouse(`${BASE}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(THRESHOLDS),
      });
      const scores = Object.fromEntries(
        Object.keys(THRESHOLDS).map((id) => [
          id,
          Math.round((run.lhr.categories[id]?.score ?? 0) * 100),
        ]),
      );
      const audits = run.lhr.audits;
      results.push({
        route,
        scores,
        metrics: {
          firstContentfulPaintMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
          largestContentfulPaintMs: Math.round(
            audits['largest-contentful-paint']?.numericValue ?? 0,
          ),
          totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          cumulativeLayoutShift:
            Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        },
        lcpElement:
          audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
            ?.snippet ?? null,
        // What cost points, so a regression can be read from the report without a rerun.
        failedAudits: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9)
          .filter((audit) => audit.scoreDisplayMode !== 'informative')
          .map((audit) => audit.id),
      });
      for (const [id, minimum] of Object.entries(THRESHOLDS)) {
        if (scores[id] < minimum) {
          failures.push(`Lighthouse ${id} on ${route}: ${scores[id]} (needs ${minimum})`);
        }
      }
    } finally {
      await chrome.kill();
    }
  }
  writeFileSync(
    'reports/lighthouse.json',
    `${JSON.stringify({ measuredAt: new Date().toISOString(), thresholds: THRESHOLDS, results }, null, 2)}\n`,
  );
  return results;
}

function printTable({ routes, lighthouse }) {
  console.log('\nroute            lang  viewport  JS gzip  JS br   CSS gzip  CSS br');
  for (const r of routes) {
    console.log(
      `${r.route.padEnd(16)} ${r.lang.padEnd(5)} ${r.viewport.padEnd(9)} ${String(r.jsGzipKb).padStart(7)} ${String(r.jsBrotliKb).padStart(6)} ${String(r.cssGzipKb).padStart(9)} ${String(r.cssBrotliKb).padStart(7)}`,
    );
  }
  if (lighthouse) {
    console.log('\nLighthouse (mobile)  performance  accessibility  best-practices');
    for (const r of lighthouse) {
      console.log(
        `${r.route.padEnd(20)} ${String(r.scores.performance).padStart(11)} ${String(r.scores.accessibility).padStart(14)} ${String(r.scores['best-practices']).padStart(15)}`,
      );
    }
  }
}
