// Stripe.js and Google reCAPTCHA v2 at their real addresses, for end-to-end tests of the production
// bundle on a machine that cannot reach either: the browser context answers js.stripe.com,
// hooks.stripe.com and Google's reCAPTCHA hosts with the stand-ins of this folder, and sends
// api.stripe.com on to the mock clinic's card provider (options.cardApi), whose endpoints are
// Stripe's (src/testing/mock-clinic/handlers/cardProvider.ts).

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Request, Route } from '@playwright/test';

export interface StandInOptions {
  /** The card provider's base, e.g. http://127.0.0.1:4011/card-provider (serves /v1/…). */
  cardApi: string;
  /** The one reCAPTCHA site key the stand-in accepts (the build's VITE_RECAPTCHA_SITE_KEY). */
  siteKey: string;
  /** Not needed by the routes: stripe.js accepts any pk_test_ key, as Stripe's test mode does. */
  publishableKey?: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const JS = 'application/javascript; charset=utf-8';
const HTML = 'text/html; charset=utf-8';

const read = (name: string) => readFile(path.join(here, name), 'utf8');

/** A file of this folder by path, or null where the real host would answer 404. */
type Files = (url: URL) => { file: string; type: string } | null;

const stripeFiles: Files = ({ pathname }) => {
  // loadStripe's addresses: /v3, /v3/ and /<release train>/stripe.js.
  if (/^\/v3\/?$/.test(pathname) || /^\/(v3|[a-z]+)\/stripe\.js$/.test(pathname)) {
    return { file: 'stripe.js', type: JS };
  }
  if (pathname === '/v3/stand-in/card-frame.html') {
    return { file: 'stripe-card-frame.html', type: HTML };
  }
  if (pathname === '/v3/stand-in/challenge-frame.html') {
    return { file: 'stripe-challenge-frame.html', type: HTML };
  }
  return null;
};

const hooksFiles: Files = ({ pathname }) =>
  pathname === '/3d_secure_2/authenticate' ? { file: 'bank-page.html', type: HTML } : null;

const recaptchaFiles: Files = ({ pathname }) => {
  if (pathname === '/recaptcha/api.js') return { file: 'recaptcha.js', type: JS };
  if (pathname === '/recaptcha/api2/anchor') return { file: 'recaptcha-anchor.html', type: HTML };
  return null;
};

function serve(files: Files, rewrite: (text: string) => string = (text) => text) {
  return async (route: Route) => {
    const found = files(new URL(route.request().url()));
    if (!found) return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    return route.fulfill({
      status: 200,
      contentType: found.type,
      headers: { 'Cache-Control': 'no-store' },
      body: rewrite(await read(found.file)),
    });
  };
}

/** The answer's CORS headers for the calling origin (the portal, js.stripe.com or hooks). */
function corsHeaders(request: Request): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': request.headers()['origin'] ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

export async function installStandIns(
  context: BrowserContext,
  options: StandInOptions,
): Promise<void> {
  const cardApi = options.cardApi.replace(/\/+$/, '');
  // The site key goes into the frame as a JavaScript string literal.
  const withSiteKey = (text: string) =>
    text.replace("'__STAND_IN_SITE_KEY__'", () => JSON.stringify(options.siteKey));

  await context.route('https://js.stripe.com/**', serve(stripeFiles));
  await context.route('https://hooks.stripe.com/**', serve(hooksFiles));
  await context.route('https://www.google.com/recaptcha/**', serve(recaptchaFiles, withSiteKey));
  await context.route('https://www.recaptcha.net/recaptcha/**', serve(recaptchaFiles, withSiteKey));

  await context.route('https://api.stripe.com/v1/**', async (route) => {
    const request = route.request();
    const cors = corsHeaders(request);
    // Chromium may answer a preflight itself while routes are on; this covers it where not.
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const url = new URL(request.url());
    // Same method, headers and body; only the address changes.
    const response = await route
      .fetch({ url: `${cardApi}${url.pathname}${url.search}` })
      .catch(() => null);
    if (!response) {
      return route.fulfill({
        status: 502,
        contentType: 'application/json',
        headers: cors,
        body: JSON.stringify({ error: { message: 'The card provider could not be reached.' } }),
      });
    }
    const headers = { ...response.headers() };
    // The body is passed on decoded; the service's own CORS answer was for another origin.
    for (const name of Object.keys(headers)) {
      if (/^(content-encoding|content-length|access-control-)/.test(name)) delete headers[name];
    }
    return route.fulfill({ response, headers: { ...headers, ...cors } });
  });
}
