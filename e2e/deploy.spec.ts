import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { findingsAboveInfo } from '../scripts/evaluate-csp.mjs';
import { CSP_NONCE_PLACEHOLDER, localNginxVersion } from '../scripts/render-nginx-conf.mjs';
import { fillLogin, watchPageProblems } from './support';

// Builds as Debian's nginx serves them with deploy/portal.conf.template (started by
// playwright.deploy.config.ts through scripts/serve-nginx.mjs): the mock-mode build, and the
// production build under the production policy.

const MOCK_API = 'https://api.mock-clinic.invalid';
const PROD_ORIGIN = `http://127.0.0.1:${process.env.DEPLOY_PROD_PORT ?? 4183}`;
const PROD_DIST = process.env.DEPLOY_PROD_DIST ?? 'dist';

function policy(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** The nonce an answer's policy names: nginx's $request_id, 32 hex digits. */
function nonceOf(response: APIResponse): string {
  const source = policy(response)
    .get('script-src')
    ?.find((s) => s.startsWith("'nonce-"));
  expect(source, 'a nonce in script-src').toMatch(/^'nonce-[0-9a-f]{32}'$/);
  return (source ?? '').slice("'nonce-".length, -1);
}

function expectSecurityHeaders(response: APIResponse, build: 'mock' | 'production' = 'mock'): void {
  const headers = response.headers();
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['server']).toBe('nginx');

  const csp = policy(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  // Scripts by this answer's nonce, and what those add; the rest of script-src is the fallback
  // of browsers without 'strict-dynamic' ('unsafe-inline' is ignored wherever nonces are known).
  nonceOf(response);
  expect(csp.get('script-src')?.slice(1, 3)).toEqual(["'strict-dynamic'", "'unsafe-inline'"]);
  const scriptFallback = csp.get('script-src')?.slice(3) ?? [];
  expect(scriptFallback).toContain("'self'");
  expect(scriptFallback).toEqual(
    expect.arrayContaining(['https://js.stripe.com', 'https://www.google.com/recaptcha/']),
  );
  for (const sources of [scriptFallback, csp.get('style-src') ?? []]) {
    expect(sources.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.)|data:|blob:/);
  }
  const styles = csp.get('style-src') ?? [];
  expect(styles).toContain("'self'");
  // Inline styles are allowed only by the hash of their exact text.
  if (styles.includes("'unsafe-hashes'")) {
    expect(styles.some((source) => source.startsWith("'sha256-"))).toBe(true);
  }
  // The configured API host (from the same settings as the build), Stripe, reCAPTCHA and the
  // map. These builds have no analytics id, so the policy names no analytics host.
  expect(csp.get('connect-src')).toEqual(expect.arrayContaining(['https://api.stripe.com']));
  const connect = csp.get('connect-src')?.join(' ') ?? '';
  expect([...csp.values()].flat().join(' ')).not.toMatch(/googletagmanager|google-analytics/);
  const api = build === 'mock' ? MOCK_API : 'https://api.clinicportal.ca';
  if (build === 'mock') expect(connect).toContain(MOCK_API);
  else expect(connect).not.toContain('mock-clinic');
  expect(csp.get('frame-src')).toEqual(
    expect.arrayContaining(['https://js.stripe.com', 'https://www.google.com']),
  );
  // The one mock-mode addition: MSW's service worker (production says 'none').
  expect(csp.get('worker-src')).toEqual([build === 'mock' ? "'self'" : "'none'"]);
  // Violations go to the clinic service; over plain HTTP by report-uri alone (the HTTPS site
  // adds report-to: tests/deploy/nginxConf.test.ts and the nginx -t test below).
  expect(csp.get('report-uri')).toEqual([`${api}/csp-report`]);
  expect(csp.get('report-to')).toBeUndefined();
  expect(headers['reporting-endpoints']).toBeUndefined();
}

/** An HTML answer's body with its nonce back to the build's placeholder. */
async function withoutNonce(response: APIResponse): Promise<string> {
  const nonce = nonceOf(response);
  const html = await response.text();
  // Every nonce in the page is this answer's own; none is left as the placeholder.
  expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
  expect(html).toContain(`nonce="${nonce}"`);
  return html.replaceAll(`nonce="${nonce}"`, `nonce="${CSP_NONCE_PLACEHOLDER}"`);
}

/** What went wrong in a tab; the policy's refusals say "Refused to …" and are kept. */
const watchForViolations = (page: Page, origin: string): string[] =>
  // This machine has no internet: the map's probe, reCAPTCHA and a production build's API calls
  // fail as network errors.
  watchPageProblems(
    page,
    (message) =>
      /^Failed to load resource: net::ERR_/.test(message.text()) &&
      !message.location().url.startsWith(origin),
  );

/** The home page down to its map, which loads as it nears the viewport after a probe. */
async function walkHomePage(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('End');
  await page.locator('#home-map-title').scrollIntoViewIfNeeded();
  await expect(page.getByText(/The map cannot be shown|Map showing/)).toBeVisible({
    timeout: 12_000,
  });
}

test.describe('the deploy config under nginx', () => {
  test('deep links return the app, never cached', async ({ request }) => {
    const index = await request.get('/index.html');
    const html = await withoutNonce(index);
    expect(html).toContain('<div id="root"></div>');
    const nonces = new Set([nonceOf(index)]);
    for (const path of [
      '/',
      '/faq',
      '/dashboard',
      '/message/65f1a2b3c4d5e6f7a8b90000?page=2',
      '/medical/records/records-demo-token',
      '/no/such/page',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      // No validator: a browser never revalidates a cached page into a newer answer's nonce.
      expect(response.headers()['etag'], path).toBeUndefined();
      expect(response.headers()['last-modified'], path).toBeUndefined();
      expect(await withoutNonce(response), path).toBe(html);
      nonces.add(nonceOf(response));
    }
    // A nonce of its own for every answer.
    expect(nonces.size).toBe(7);
    expect(index.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(index);
  });

  test("Google's CSP Evaluator finds nothing above informational in the policy sent", async ({
    request,
  }) => {
    const header = (await request.get('/')).headers()['content-security-policy'] ?? '';
    expect(findingsAboveInfo(header)).toEqual([]);
  });

  test('hashed assets are cached for a year and sent gzipped; a missing one is a 404', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (match) => match[1] as string,
    );
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      const response = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe(
        'public, max-age=31536000, immutable',
      );
      expect(response.headers()['content-type'], asset).toMatch(
        asset.endsWith('.js') ? /^application\/javascript/ : /^text\/css/,
      );
      expectSecurityHeaders(response);
    }
    // The big entry chunk, measured: nginx compresses it on the way out.
    const entry = await request.fetch(assets.find((a) => a.endsWith('.js')) as string, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(entry.headers()['content-encoding']).toBe('gzip');
    expect(entry.headers()['vary']).toBe('Accept-Encoding');

    const missing = await request.get('/assets/index-00000000.js');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain('id="root"');
    expectSecurityHeaders(missing);

    // Files that keep their name across builds are revalidated, like index.html.
    const favicon = await request.get('/favicon.ico');
    expect(favicon.headers()['cache-control']).toBe('no-cache');
    expect((await request.get('/.env')).status()).toBe(404);
  });

  test('the app works under the policy, with no violation reported', async ({ page, baseURL }) => {
    const problems = watchForViolations(page, baseURL ?? '');
    await walkHomePage(page);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/login');
    await fillLogin(page, 'patient@example.com');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // A reload on a deep link: nginx answers with the app, which restores the session.
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/message');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    expect(problems).toEqual([]);

    // Injected markup runs nothing: an inline handler, and in a frame of the page's own (srcdoc,
    // under the same policy) an inline and an outside script the parser meets without the nonce.
    await page.evaluate(() => {
      const markup = document.createElement('div');
      markup.innerHTML =
        '<img alt="" src="/favicon.ico" onload="window.injected = 1">' +
        '<iframe title="injected" srcdoc="<script>parent.injected = 2</script>' +
        '<script src=&quot;https://evil.example/x.js&quot;></script>"></iframe>';
      document.body.append(markup);
    });
    await expect
      .poll(() =>
        problems
          .filter((problem) => problem.startsWith('console error: CSP violation:'))
          .map((problem) => problem.replace(/^console error: CSP violation: (\S+ \S+).*$/, '$1'))
          .sort(),
      )
      .toEqual([
        'script-src-attr inline',
        'script-src-elem https://evil.example/x.js',
        'script-src-elem inline',
      ]);
    expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined();
    problems.length = 0;

    // The listener is live and the policy bites: an image from an unlisted host is refused.
    await page.evaluate(() => {
      new Image().src = 'https://evil.example/pixel.png';
    });
    await expect
      .poll(() => problems.some((problem) => problem.includes('img-src https://evil.example')))
      .toBe(true);
  });

  test('the production variant (HTTPS, production policy, redirects) passes nginx -t', () => {
    test.skip(!existsSync('/usr/bin/openssl'), 'needs openssl for a throwaway certificate');
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-t-'));
    const file = (name: string) => path.join(dir, name);
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:P-256',
          '-nodes',
          '-keyout',
          file('key.pem'),
          '-out',
          file('cert.pem'),
          '-days',
          '1',
          '-subj',
          '/CN=portal.test',
        ],
        { stdio: 'ignore' },
      );
      execFileSync(
        'node',
        [
          'scripts/render-nginx-conf.mjs',
          '--out',
          file('portal.conf'),
          '--root',
          dir,
          '--tls-cert',
          file('cert.pem'),
          '--tls-key',
          file('key.pem'),
          '--server-name',
          'portal.richmond.test portal.southvan.test',
          '--dist',
          PROD_DIST,
        ],
        {
          env: {
            ...process.env,
            VITE_API_MOCK: '',
            VITE_API_URL: 'https://api.other-clinic.example',
          },
        },
      );
      const site = readFileSync(file('portal.conf'), 'utf8');
      expect(site).toContain(
        "connect-src 'self' https://api.other-clinic.example wss://api.other-clinic.example ",
      );
      expect(site).toContain("worker-src 'none'");
      // HTTP/2 as this machine's nginx takes it without a deprecation warning (stderr below).
      const version = localNginxVersion(process.env.NGINX_PATH ?? '/usr/sbin/nginx') ?? '';
      const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
      const modern = major * 1e6 + minor * 1e3 + patch >= 1_025_001;
      expect(site).toContain(modern ? 'http2 on;' : 'listen 443 ssl http2;');
      expect(site).toContain(
        `add_header Reporting-Endpoints 'csp="https://api.other-clinic.example/csp-report"' always;`,
      );
      expect(site).toContain(
        'report-uri https://api.other-clinic.example/csp-report; report-to csp',
      );
      // Port 80 sends each name to HTTPS under that name, never to whatever Host was asked.
      expect(site).not.toContain('$host');
      expect(site).toContain('return 301 https://portal.richmond.test$request_uri;');
      expect(site).toContain('return 301 https://portal.southvan.test$request_uri;');
      writeFileSync(
        file('nginx.conf'),
        `pid ${file('nginx.pid')};
events {}
http {
    include /etc/nginx/mime.types;
    access_log off;
    client_body_temp_path ${file('body')};
    proxy_temp_path ${file('proxy')};
    fastcgi_temp_path ${file('fastcgi')};
    uwsgi_temp_path ${file('uwsgi')};
    scgi_temp_path ${file('scgi')};
    include ${file('portal.conf')};
}
`,
      );
      const check = spawnSync(
        process.env.NGINX_PATH ?? '/usr/sbin/nginx',
        ['-t', '-q', '-p', dir, '-c', file('nginx.conf'), '-e', file('error.log')],
        { encoding: 'utf8' },
      );
      expect(check.stderr).toBe('');
      expect(check.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe('the production build under the production policy', () => {
  test.use({ baseURL: PROD_ORIGIN });

  test('headers, prerendered pages and no mock', async ({ request }) => {
    const home = await request.get('/');
    expectSecurityHeaders(home, 'production');
    expect(home.headers()['cache-control']).toBe('no-cache');
    expect(findingsAboveInfo(home.headers()['content-security-policy'] ?? '')).toEqual([]);
    for (const page of ['/faq', '/login', '/validate']) {
      const response = await request.get(page);
      expect(response.status(), page).toBe(200);
      expect(response.headers()['cache-control'], page).toBe('no-cache');
      // A prerendered page is served as itself; without prerendering, the app's index.html.
      const html = await withoutNonce(response);
      if (existsSync(path.join(PROD_DIST, page.slice(1), 'index.html'))) {
        expect(html, page).toContain(`data-path="${page}"`);
      } else {
        expect(html, page).toContain('<div id="root"></div>');
      }
    }
    // No mock worker in a production build: the address is just another deep link.
    const worker = await request.get('/mockServiceWorker.js');
    expect(worker.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  });

  test('the public pages show no violation', async ({ page }) => {
    const problems = watchForViolations(page, PROD_ORIGIN);
    await walkHomePage(page);
    for (const path of ['/faq', '/login', '/register', '/validate', '/dashboard']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
    // A deep link to a patient page without a session ends on the login page.
    await expect(page).toHaveURL(`${PROD_ORIGIN}/login`);
    expect(problems).toEqual([]);
  });
});
