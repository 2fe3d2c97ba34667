// Prerenders the public pages of a production build: each is opened in Debian's Chromium as a
// first-time English visitor of the default clinic, and what the app drew is written into
// dist/<page>/index.html. A visitor then sees the page as soon as the HTML and CSS arrive,
// instead of after the JavaScript has been fetched and run (on a slow phone, about a second).
// index.html's guard script empties a prerendered page for anyone it does not fit (another
// language or clinic, a logged-in patient, another address), who then sees what they see today.
//
//   node scripts/prerender.mjs [dist]
//
// Mock builds are left alone (the end-to-end tests exercise the app itself). Without Chromium
// the build is left as it is, with a warning: the pages still work, only their first paint waits.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import Beasties from 'beasties';
import { CSP_NONCE_PLACEHOLDER } from './render-nginx-conf.mjs';

/* global document, requestAnimationFrame -- used inside the page: tab.evaluate(), loadApp() */

const dist = path.resolve(process.argv[2] ?? 'dist');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.PRERENDER_PORT ?? 4310);
const BASE = `http://localhost:${PORT}`;
// The public pages a visitor may land on. Token pages and patient pages are not prerendered.
const PAGES = [
  '/',
  '/login',
  '/register',
  '/forgotpassword',
  '/validate',
  '/sicknote',
  '/medicalform',
  '/immigration',
  '/policies',
  '/faq',
  '/bookappointment',
];

if (existsSync(path.join(dist, 'mockServiceWorker.js'))) {
  console.log('prerender: a mock build, left as it is.');
  process.exit(0);
}
if (!existsSync(CHROME)) {
  console.warn(`prerender: no Chromium at ${CHROME}; pages are not prerendered.`);
  process.exit(0);
}

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (template.includes('data-path=')) {
  console.error('prerender: dist/index.html is already prerendered; build again first.');
  process.exit(1);
}

const server = spawn(
  process.execPath,
  [
    'node_modules/vite/bin/vite.js',
    'preview',
    '--outDir',
    dist,
    '--port',
    String(PORT),
    '--strictPort',
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
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

const pages = [];
try {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  for (const page of PAGES) {
    // A phone, as most visitors and Lighthouse's mobile run are: the page's first screen is the
    // one that must not move when the app takes over.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      locale: 'en-CA',
      serviceWorkers: 'block',
    });
    const tab = await context.newPage();
    // Calls to the service are held unanswered: the page is captured as it first draws, before
    // any answer (or any "service unavailable" notice) could change it.
    await tab.route(
      (url) => url.origin !== BASE,
      () => {},
    );
    const errors = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${BASE}${page}`, { waitUntil: 'load' });
    await tab.locator('main h1').first().waitFor({ state: 'visible', timeout: 20_000 });
    // Spinners waiting on the (held) service calls stay: the live page starts with them too.
    await tab.waitForTimeout(300);
    if (errors.length > 0) throw new Error(`${page}: ${errors.join('; ')}`);
    // What a visitor types into a prerendered form would be lost when the app replaces the
    // page (on a slow phone, a second or more later): until then its forms take no input.
    await tab.evaluate(() => {
      for (const form of document.querySelectorAll('#root form')) form.setAttribute('inert', '');
    });
    const captured = await tab.evaluate(() => ({
      html: document.getElementById('root')?.innerHTML ?? '',
      title: document.title,
      brand: document.documentElement.dataset.brand ?? '',
      lang: document.documentElement.lang,
    }));
    if (captured.lang !== 'en' || !captured.html) throw new Error(`${page}: nothing to keep`);
    pages.push({ page, ...captured });
    await context.close();
  }
  await browser.close();
} finally {
  server.kill();
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

// The CSS rules a prerendered page uses go inline, and the whole stylesheet is fetched as a
// "print" sheet, which holds up nothing: the page paints as soon as its HTML arrives, instead of
// after a second round trip for 24 KB of CSS (on a phone on 4G, about half a second of a blank
// screen; Lighthouse's FCP on /register went from 2.1 s to 1.2 s). The app switches the sheet on
// and waits for it before it draws (src/app/deferredStylesheets.ts), so nothing it draws later,
// a dialog or another page, shows unstyled. The stylesheet stays whole (pruneSource: false):
// other pages and the app use it. An inline onload handler would need the CSP to allow one.
const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  preload: false,
  pruneSource: false,
  inlineFonts: false,
  preloadFonts: false,
  reduceInlineStyles: false,
  compress: true,
  logLevel: 'warn',
});
// The app's code is asked for once the prerendered page is on screen: a browser that has the
// code already (a second visit) would otherwise run it before drawing the page it holds, and
// Lighthouse, which takes the order it saw on a fast machine as the order that must happen,
// would count every script as needed for the first paint. The download starts a frame later
// (in a tab opened in the background, at once), all files together as before.
const NONCE = `nonce="${CSP_NONCE_PLACEHOLDER}"`;
const ENTRY = new RegExp(`<script type="module" crossorigin src="([^"]+)" ${NONCE}></script>\\s*`);
const PRELOAD = new RegExp(
  `<link rel="modulepreload" crossorigin href="([^"]+)" ${NONCE}>\\s*`,
  'g',
);
/**
 * Runs in the page, written into it as its source text with the nonce placeholder nginx fills
 * in. What it adds carries the same nonce: under 'strict-dynamic' a script added by a nonced one
 * runs anyway, and a browser without it (which falls back to the policy's host list) needs it.
 */
function loadApp(entry, preloads) {
  var nonce = document.currentScript ? document.currentScript.nonce : '';
  function add(tag, props) {
    document.head.appendChild(Object.assign(document.createElement(tag), props, { nonce: nonce }));
  }
  function start() {
    preloads.forEach(function (href) {
      add('link', { rel: 'modulepreload', crossOrigin: 'anonymous', href: href });
    });
    add('script', { type: 'module', crossOrigin: 'anonymous', src: entry });
  }
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start));
}
function loadScriptsAfterFirstPaint(html) {
  const entry = html.match(ENTRY)?.[1];
  if (!entry) throw new Error('prerender: index.html no longer has its module script');
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]);
  const loader = `(${loadApp})(${JSON.stringify(entry)}, ${JSON.stringify(preloads)});`;
  return html
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace('</body>', `<script ${NONCE}>${loader}</script></body>`);
}
const deferStylesheets = (html) =>
  html.replace(
    /<link rel="stylesheet"([^>]*)>/g,
    '<link rel="stylesheet" media="print" data-media="all"$1>',
  );

for (const { page, html, title, brand } of pages) {
  const file =
    page === '/' ? path.join(dist, 'index.html') : path.join(dist, page.slice(1), 'index.html');
  const output = template
    .replace('<html lang="en">', `<html lang="en" data-brand="${escapeAttribute(brand)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-path="${escapeAttribute(page)}" data-brand="${escapeAttribute(brand)}">${html}</div>`,
    );
  if (output === template || !output.includes('data-path=')) {
    throw new Error(`prerender: index.html no longer has the markers this script fills in`);
  }
  const styled = loadScriptsAfterFirstPaint(deferStylesheets(await beasties.process(output)));
  if (!/<style>[^<]{1000,}<\/style>/.test(styled) || !styled.includes('data-media="all"')) {
    throw new Error(`prerender: ${page} got no critical CSS`);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, styled);
}
console.log(`prerender: ${pages.length} pages written (${pages.map((p) => p.page).join(' ')})`);
