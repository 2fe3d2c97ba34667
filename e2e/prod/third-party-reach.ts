// What e2e/prod/third-party-reach.spec.ts reads from a page and from the wire: the session
// tokens the page sent, what a script of the page could read, the providers' scripts it holds,
// the patient routes of the route table, and the stand-ins followed by hostile code.

import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from '@playwright/test';
import { recaptchaSiteKey, serviceUrl } from '../../scripts/e2e-prod-env.mjs';
import { readStandIn, standInFor } from '../stand-ins/files';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The paths of src/app/routes.tsx open to patients only, read from its text (Playwright cannot
 * import the table: app code with lazy imports), as tests/sweepRoutes.test.ts reads it.
 */
export function patientRoutesOfTheTable(): string[] {
  const table = readFileSync(path.resolve(here, '../../src/app/routes.tsx'), 'utf8');
  return [...table.matchAll(/\bpath:\s*'([^']+)',\s*access:\s*'patient'/g)].map((m) => m[1] ?? '');
}

/**
 * The session tokens the page has been given or has sent, as the wire carried them: the
 * x-auth-token of its calls to the service, and the token in the answers of the login and the
 * refresh call. The portal keeps its token where no test should rely on finding it.
 */
export function watchTokens(page: Page): Set<string> {
  const tokens = new Set<string>();
  page.on('request', (request) => {
    const token = request.url().startsWith(serviceUrl) ? request.headers()['x-auth-token'] : '';
    if (token) tokens.add(token);
  });
  page.on('response', async (response) => {
    if (!/^\/(login|session\/refresh)$/.test(new URL(response.url()).pathname)) return;
    if (!response.url().startsWith(serviceUrl) || response.request().method() !== 'POST') return;
    const body = (await response.json().catch(() => null)) as {
      extras?: { accessToken?: unknown };
    } | null;
    const token = body?.extras?.accessToken;
    if (typeof token === 'string' && token) tokens.add(token);
  });
  return tokens;
}

/** Resolves at the page's next call that carries a session token (the page holds a session). */
export function nextCallWithToken(page: Page) {
  return page.waitForRequest(
    (request) => request.url().startsWith(serviceUrl) && !!request.headers()['x-auth-token'],
  );
}

/** Google's reCAPTCHA and gstatic, and Google's analytics and tag manager. */
const NOT_ON_PATIENT_PAGES =
  /^https?:\/\/(www\.google\.com\/recaptcha|www\.recaptcha\.net|recaptcha\.google\.com|www\.gstatic\.com|[^/]*googletagmanager\.com|[^/]*google-analytics\.com)/;

/** What a script of the page could read, and which providers' code the document holds. */
export interface PageProbe {
  /** Every script, frame and fetched resource of this document, by address. */
  scripts: string[];
  frames: string[];
  resources: string[];
  /** typeof each provider's global. */
  globals: Record<string, string>;
  /** Where a script could read something, and what it would find there. */
  readable: Record<string, string>;
  marker: unknown;
}

export async function probe(page: Page): Promise<PageProbe> {
  return page.evaluate(async () => {
    const entries = (storage: Storage) =>
      JSON.stringify(
        Object.fromEntries(
          Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').map((key) => [
            key,
            storage.getItem(key),
          ]),
        ),
      );
    const names = await indexedDB.databases();
    const cacheNames = await caches.keys();
    const cached = await Promise.all(
      cacheNames.map(async (name) =>
        (await (await caches.open(name)).keys()).map((request) => `${name} ${request.url}`),
      ),
    );
    const win = window as unknown as Record<string, unknown>;
    return {
      scripts: Array.from(document.scripts, (script) => script.src).filter(Boolean),
      frames: Array.from(document.querySelectorAll('iframe'), (frame) => frame.src),
      resources: performance.getEntriesByType('resource').map((entry) => entry.name),
      globals: Object.fromEntries(
        ['grecaptcha', '___grecaptcha_cfg', 'gtag', 'dataLayer', 'google_tag_manager'].map(
          (name) => [name, typeof win[name]],
        ),
      ),
      readable: {
        localStorage: entries(localStorage),
        sessionStorage: entries(sessionStorage),
        'document.cookie': document.cookie,
        'IndexedDB names': JSON.stringify(names.map((db) => db.name)),
        'Cache Storage': JSON.stringify([cacheNames, cached]),
        'window.name': window.name,
        'history.state': JSON.stringify(history.state),
        address: location.href,
        DOM: document.documentElement.outerHTML,
      },
      marker: win['__marker'],
    };
  });
}

/** The providers' addresses of reCAPTCHA or analytics this document holds or has fetched. */
export function publicOnlyCode(found: PageProbe): string[] {
  return [...found.scripts, ...found.frames, ...found.resources].filter((url) =>
    NOT_ON_PATIENT_PAGES.test(url),
  );
}

/** The providers' globals this document has. */
export function publicOnlyGlobals(found: PageProbe): string[] {
  return Object.entries(found.globals)
    .filter(([, type]) => type !== 'undefined')
    .map(([name]) => name);
}

/** Where a script could read one of the tokens (empty when nowhere). */
export function whereTokensAre(readable: Record<string, string>, tokens: Iterable<string>) {
  const found: string[] = [];
  for (const token of tokens) {
    for (const [where, text] of Object.entries(readable)) {
      if (text.includes(token)) found.push(`${where} holds ${token.slice(0, 6)}…`);
    }
  }
  return found;
}

/** The stand-in of a provider's script, followed by the hostile code of hostile/<file>. */
async function standInThenHostile(route: Route, hostileFile: string): Promise<void> {
  const found = standInFor(new URL(route.request().url()));
  if (!found) return route.fallback();
  const standIn = await readStandIn(found, recaptchaSiteKey);
  const hostile = await readFile(path.join(here, 'hostile', hostileFile), 'utf8');
  await route.fulfill({
    status: 200,
    contentType: found.type,
    headers: { 'Cache-Control': 'no-store' },
    body: `${standIn}\n${hostile}`,
  });
}

/** Stripe.js's address answers the stand-in and hostile/stripe-tail.js (this page only). */
export async function hostileStripe(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname === 'js.stripe.com' && standInFor(url)?.file === 'stripe.js',
    (route) => standInThenHostile(route, 'stripe-tail.js'),
  );
}

/** reCAPTCHA's api.js answers the stand-in and hostile/recaptcha-tail.js (this page only). */
export async function hostileRecaptcha(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname === 'www.google.com' && url.pathname === '/recaptcha/api.js',
    (route) => standInThenHostile(route, 'recaptcha-tail.js'),
  );
}

/** Requests that reached an address the policy should have kept the page from. */
export async function recordArrivals(page: Page, addresses: string[]): Promise<string[]> {
  const arrived: string[] = [];
  for (const address of addresses) {
    await page.route(`${address}**`, async (route) => {
      arrived.push(`${route.request().method()} ${route.request().url()}`);
      await route.fulfill({ status: 204, headers: { 'Access-Control-Allow-Origin': '*' } });
    });
  }
  return arrived;
}

/** The page's securitypolicyviolation events, kept from the start of each document. */
export async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as { __violations: { uri: string; directive: string }[] };
    win.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      win.__violations.push({ uri: event.blockedURI, directive: event.effectiveDirective });
    });
  });
}

export function violations(page: Page): Promise<{ uri: string; directive: string }[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __violations: { uri: string; directive: string }[] }).__violations,
  );
}
