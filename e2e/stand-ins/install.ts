// Stripe.js and Google reCAPTCHA v2 at their real addresses, for end-to-end tests of the production
// bundle on a machine that cannot reach either: the browser context answers js.stripe.com,
// hooks.stripe.com and Google's reCAPTCHA hosts with the stand-ins of this folder, and sends
// api.stripe.com on to the mock clinic's card provider (options.cardApi), whose endpoints are
// Stripe's (src/testing/mock-clinic/handlers/cardProvider.ts).

import type { BrowserContext, Request, Route } from '@playwright/test';
import { readStandIn, standInFor } from './files';

export interface StandInOptions {
  /** The card provider's base, e.g. http://127.0.0.1:4011/card-provider (serves /v1/…). */
  cardApi: string;
  /** The one reCAPTCHA site key the stand-in accepts (the build's VITE_RECAPTCHA_SITE_KEY). */
  siteKey: string;
  /** Not needed by the routes: stripe.js accepts any pk_test_ key, as Stripe's test mode does. */
  publishableKey?: string;
}

/** Answers a provider's address with its stand-in, or 404 where the real host would. */
function serve(siteKey: string) {
  return async (route: Route) => {
    const found = standInFor(new URL(route.request().url()));
    if (!found) return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    return route.fulfill({
      status: 200,
      contentType: found.type,
      headers: { 'Cache-Control': 'no-store' },
      body: await readStandIn(found, siteKey),
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
  const standIn = serve(options.siteKey);

  await context.route('https://js.stripe.com/**', standIn);
  await context.route('https://hooks.stripe.com/**', standIn);
  await context.route('https://www.google.com/recaptcha/**', standIn);
  await context.route('https://www.recaptcha.net/recaptcha/**', standIn);

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
