import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CSP_NONCE_PLACEHOLDER,
  MOCK_ADDITIONS,
  analyticsEnabled,
  cspDirectives,
  inlineHashes,
  projectRoot,
  renderSiteConf,
  scriptsWithoutNonce,
  serviceUrls,
  type Vars,
} from '../../scripts/render-nginx-conf.mjs';

const KEYS = ['VITE_API_MOCK', 'VITE_API_URL', 'VITE_SOCKET_URL', 'VITE_MEDICATION_API_URL'];

/** What src/config/env.ts makes of the same settings. */
async function appEnv(vars: Vars) {
  for (const key of KEYS) vi.stubEnv(key, vars[key] ?? '');
  vi.resetModules();
  const { env } = await import('../../src/config/env');
  return { apiUrl: env.apiUrl, socketUrl: env.socketUrl, medicationApiUrl: env.medicationApiUrl };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the deploy config renderer', () => {
  it.each<Vars>([
    {},
    { VITE_API_MOCK: 'true' },
    { VITE_API_URL: ' https://api.other-clinic.example/ ' },
    { VITE_API_URL: 'https://api.other-clinic.example', VITE_SOCKET_URL: 'https://rt.example' },
    { VITE_API_MOCK: 'true', VITE_MEDICATION_API_URL: 'https://meds.example///' },
  ])('resolves the service hosts exactly as the app does: %j', async (vars) => {
    expect(serviceUrls(vars)).toEqual(await appEnv(vars));
  });

  it('lets the page reach the configured API, its socket and the medication API', () => {
    const csp = new Map(
      cspDirectives(
        serviceUrls({
          VITE_API_URL: 'https://api.other-clinic.example/v2',
          VITE_SOCKET_URL: 'https://rt.other-clinic.example',
        }),
      ),
    );
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://api.other-clinic.example',
        'https://rt.other-clinic.example',
        'wss://rt.other-clinic.example',
        'https://refill-api.clinicportal.ca',
      ]),
    );
    expect(csp.get('connect-src')?.join(' ')).not.toContain('mock-clinic');
  });

  it('keeps the production policy strict', () => {
    const directives = cspDirectives(serviceUrls({}));
    const csp = new Map(directives);
    // Scripts by the answer's nonce, and what those add ('strict-dynamic'). The fallbacks after
    // it ('unsafe-inline', 'self', hosts) are ignored by any browser that knows 'strict-dynamic'.
    expect(csp.get('script-src')?.slice(0, 3)).toEqual([
      "'nonce-$request_id'",
      "'strict-dynamic'",
      "'unsafe-inline'",
    ]);
    for (const [name, sources] of directives) {
      const rest = name === 'script-src' ? sources.slice(3) : sources;
      expect(rest.join(' '), name).not.toMatch(/unsafe-(inline|eval)|'strict-dynamic'|'nonce-/);
      if (name !== 'style-src') expect(rest.join(' '), name).not.toContain("'unsafe-hashes'");
      expect(sources.join(' '), name).not.toMatch(/(^|\s)\*(\s|$)/);
      expect(sources.join(' '), name).not.toMatch(/(^|\s)https?:(\s|$)/);
      // Object URLs are only for pictures (upload previews), never scripts, frames or workers.
      if (name !== 'img-src') expect(sources.join(' '), name).not.toMatch(/(^|\s)blob:(\s|$)/);
    }
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('reports violations to the clinic service, by report-uri and report-to', () => {
    const urls = serviceUrls({ VITE_API_URL: 'https://api.other-clinic.example/v2/' });
    const csp = new Map(cspDirectives(urls));
    expect(csp.get('report-uri')).toEqual(['https://api.other-clinic.example/v2/csp-report']);
    expect(csp.get('report-to')).toEqual(['csp']);
    const text = renderSiteConf({
      vars: { VITE_API_URL: 'https://api.other-clinic.example/v2/' },
      root: '/srv/portal/dist',
      serverName: 'portal.example.ca',
    });
    expect(text).toContain(
      `add_header Reporting-Endpoints 'csp="https://api.other-clinic.example/v2/csp-report"' always;`,
    );
    expect(text).toMatch(/add_header Content-Security-Policy "[^"]*; report-to csp" always;/);
  });

  it('names report-uri alone on a plain-HTTP site, where Chromium would then report nothing', () => {
    // Chromium takes the Reporting API from HTTPS pages only, and ignores report-uri once
    // report-to is in the policy.
    const text = renderSiteConf({ vars: {}, root: '/srv/portal/dist', http: '127.0.0.1:1' });
    expect(text).not.toContain('report-to');
    expect(text).not.toContain('add_header Reporting-Endpoints');
    expect(text).toMatch(
      /add_header Content-Security-Policy "[^"]*; report-uri https:\/\/api\.clinicportal\.ca\/csp-report" always;/,
    );
  });

  it('sends COOP and CORP same-origin on every answer', () => {
    const text = renderSiteConf({ vars: {}, root: '/srv/portal/dist', http: '127.0.0.1:1' });
    expect(text).toContain('add_header Cross-Origin-Opener-Policy "same-origin" always;');
    expect(text).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;');
  });

  it("puts each answer's nonce in place of the build's placeholder", () => {
    const text = renderSiteConf({ vars: {}, root: '/srv/portal/dist', http: '127.0.0.1:1' });
    expect(text).toContain(`sub_filter '${CSP_NONCE_PLACEHOLDER}' '$request_id';`);
    expect(text).toContain('sub_filter_once off;');
    expect(text).toMatch(/add_header Content-Security-Policy "[^"]*'nonce-\$request_id'/);
    // A precompressed file would pass sub_filter untouched, with the placeholder as its nonce.
    expect(text).not.toMatch(/^\s*gzip_static\s/m);
  });
  it('names no analytics host without a measurement id', () => {
    for (const vars of [{}, { VITE_GA_MEASUREMENT_ID: '  ' }, { VITE_API_MOCK: 'true' }]) {
      expect(analyticsEnabled(vars)).toBe(false);
      const text = renderSiteConf({
        vars,
        root: '/srv/portal/dist',
        serverName: 'portal.example.ca',
      });
      expect(text).not.toMatch(/googletagmanager|google-analytics|analytics\.google/);
    }
  });

  it('adds only the narrow Google Analytics sources when a measurement id is set', () => {
    const vars = { VITE_GA_MEASUREMENT_ID: 'G-TEST000000' };
    expect(analyticsEnabled(vars)).toBe(true);
    const urls = serviceUrls(vars);
    const withGa = new Map(cspDirectives(urls, { analytics: true }));
    const without = new Map(cspDirectives(urls));
    const added = (name: string) =>
      (withGa.get(name) ?? []).filter((source) => !(without.get(name) ?? []).includes(source));
    // The script from one host (a *.googletagmanager.com wildcard admits any GTM container).
    expect(added('script-src')).toEqual(['https://www.googletagmanager.com']);
    expect(added('connect-src')).toEqual([
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
    expect(added('img-src')).toEqual(['https://*.google-analytics.com']);
    for (const name of withGa.keys()) {
      if (!['script-src', 'connect-src', 'img-src'].includes(name)) expect(added(name)).toEqual([]);
    }
    const text = renderSiteConf({
      vars,
      root: '/srv/portal/dist',
      serverName: 'portal.example.ca',
    });
    expect(text).toContain('script-src');
    expect(text).toContain('https://www.googletagmanager.com');
    expect(text).not.toContain('*.googletagmanager.com');
  });

  it('derives the mock-mode policy from it with only the documented additions', () => {
    const urls = serviceUrls({ VITE_API_MOCK: 'true' });
    const production = new Map(cspDirectives(urls));
    const mock = new Map(cspDirectives(urls, { mock: true }));
    expect([...mock.keys()]).toEqual([...production.keys()]);
    for (const [name, sources] of mock) {
      if (name in MOCK_ADDITIONS) continue;
      expect(sources, name).toEqual(production.get(name));
    }
    expect(Object.keys(MOCK_ADDITIONS)).toEqual(['worker-src']);
    expect(mock.get('worker-src')).toEqual(["'self'"]);
  });

  it("allows a build's inline styles by the hash of their exact text, and nothing more", () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    try {
      const nonce = `nonce="${CSP_NONCE_PLACEHOLDER}"`;
      const page = (body: string) =>
        `<html><head><script type="module" src="/assets/a.js" ${nonce}></script></head><body>` +
        `${body}<script ${nonce}>(function () {})();</script>` +
        `<script type="application/ld+json">{}</script></body></html>`;
      writeFileSync(path.join(dist, 'index.html'), page('<div id="root"></div>'));
      mkdirSync(path.join(dist, 'faq'));
      writeFileSync(
        path.join(dist, 'faq', 'index.html'),
        page(
          '<style>.hero{color:#053632}</style>' +
            '<div id="root"><div style="min-height: 100vh;"></div></div>',
        ),
      );
      const hash = (text: string) =>
        `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      const hashes = inlineHashes(dist);
      expect(hashes).toEqual({
        styles: [hash('.hero{color:#053632}'), hash('min-height: 100vh;')].sort(),
      });
      expect(scriptsWithoutNonce(dist)).toEqual([]);

      const csp = new Map(cspDirectives(serviceUrls({}), { hashes }));
      expect(csp.get('script-src')?.join(' ')).not.toContain('sha256-');
      expect(csp.get('style-src')).toEqual([
        "'self'",
        "'unsafe-hashes'",
        ...[hash('.hero{color:#053632}'), hash('min-height: 100vh;')].sort(),
      ]);
      expect(new Map(cspDirectives(serviceUrls({}))).get('style-src')).toEqual(["'self'"]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('refuses a build with a script or module preload that lacks the nonce', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    try {
      writeFileSync(
        path.join(dist, 'index.html'),
        `<html><head><link rel="modulepreload" crossorigin href="/assets/b.js">` +
          `<script type="module" src="/assets/a.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>` +
          `</head><body><script>guard()</script></body></html>`,
      );
      expect(scriptsWithoutNonce(dist)).toEqual([
        'index.html: <script>',
        'index.html: <link rel="modulepreload" crossorigin href="/assets/b.js">',
      ]);
      expect(() => renderSiteConf({ vars: {}, root: dist, http: '127.0.0.1:1', dist })).toThrow(
        /Scripts without nonce/,
      );
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('fills every marker of the template', () => {
    const text = renderSiteConf({ vars: {}, root: '/srv/portal/dist', http: '127.0.0.1:1' });
    expect(text).not.toMatch(/@@[A-Z_]+@@/);
    expect(text).toContain('listen 127.0.0.1:1;');
    expect(text).not.toContain('ssl_certificate');
    expect(text).not.toContain('listen 80');
  });

  it('turns HTTP/2 on the way the target nginx takes without a deprecation warning', () => {
    const https = (nginxVersion?: string) =>
      renderSiteConf({
        vars: {},
        root: '/srv/portal/dist',
        serverName: 'portal.example.ca',
        nginxVersion,
      });
    for (const version of [undefined, '1.25.1', '1.26.3', '1.30.0', '2.0.0']) {
      const text = https(version);
      expect(text, version).toContain(
        '    listen 443 ssl;\n    listen [::]:443 ssl;\n    http2 on;',
      );
      expect(text, version).not.toMatch(/listen [^;]*http2/);
    }
    // Before 1.25.1 there is no http2 directive; the listen parameter is not deprecated there.
    for (const version of ['1.22.1', '1.24.0', '1.25.0']) {
      const text = https(version);
      expect(text, version).toContain('listen 443 ssl http2;');
      expect(text, version).not.toContain('http2 on;');
    }
  });

  it("redirects port 80 to each configured name, never to the request's $host", () => {
    const text = renderSiteConf({
      vars: {},
      root: '/srv/portal/dist',
      serverName: 'portal.richmond-clinic.example portal.southvan-clinic.example',
    });
    expect(text).not.toContain('$host');
    expect(text).toContain(
      'server_name portal.richmond-clinic.example portal.southvan-clinic.example;',
    );
    for (const name of ['portal.richmond-clinic.example', 'portal.southvan-clinic.example']) {
      expect(text).toContain(
        `    listen 80;\n    listen [::]:80;\n    server_name ${name};\n    server_tokens off;\n` +
          `    return 301 https://${name}$request_uri;\n}`,
      );
    }
    expect(text.match(/return 301/g)).toHaveLength(2);
    // A name nginx does not match literally cannot be a redirect's target.
    for (const serverName of ['_', '', '*.example.ca', '~^portal\\.', 'localhost', 'a b_c.ca']) {
      expect(() => renderSiteConf({ vars: {}, root: '/srv/portal/dist', serverName })).toThrow(
        /needs its host names/,
      );
    }
  });

  it('deploy/portal.conf is the template rendered with the defaults', () => {
    // Regenerate with `node scripts/render-nginx-conf.mjs --example` after a change.
    const committed = readFileSync(path.join(projectRoot, 'deploy', 'portal.conf'), 'utf8');
    expect(committed).toBe(
      renderSiteConf({ vars: {}, root: '/srv/portal/dist', serverName: 'portal.example.ca' }),
    );
  });
});
