import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MOCK_ADDITIONS,
  analyticsEnabled,
  cspDirectives,
  inlineHashes,
  projectRoot,
  renderSiteConf,
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
    for (const [name, sources] of directives) {
      expect(sources.join(' '), name).not.toMatch(/unsafe-|'strict-dynamic'|(^|\s)\*(\s|$)/);
      expect(sources.join(' '), name).not.toMatch(/(^|\s)https?:(\s|$)/);
      // Object URLs are only for pictures (upload previews), never scripts, frames or workers.
      if (name !== 'img-src') expect(sources.join(' '), name).not.toMatch(/(^|\s)blob:(\s|$)/);
    }
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('names no analytics host without a measurement id', () => {
    for (const vars of [{}, { VITE_GA_MEASUREMENT_ID: '  ' }, { VITE_API_MOCK: 'true' }]) {
      expect(analyticsEnabled(vars)).toBe(false);
      const text = renderSiteConf({ vars, root: '/srv/portal/dist' });
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
    const text = renderSiteConf({ vars, root: '/srv/portal/dist' });
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

  it("allows a build's inline code by the hash of its exact text, and nothing more", () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    try {
      const guard = '\n      (function () { document.title = "x"; })();\n    ';
      const page = (body: string) =>
        `<html><head><script type="module" src="/assets/a.js"></script></head><body>${body}` +
        `<script>${guard}</script><script type="application/ld+json">{}</script></body></html>`;
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
        scripts: [hash(guard)],
        styles: [hash('.hero{color:#053632}'), hash('min-height: 100vh;')].sort(),
      });

      const csp = new Map(cspDirectives(serviceUrls({}), { hashes }));
      expect(csp.get('script-src')).toContain(hash(guard));
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

  it('fills every marker of the template', () => {
    const text = renderSiteConf({ vars: {}, root: '/srv/portal/dist', http: '127.0.0.1:1' });
    expect(text).not.toMatch(/@@[A-Z_]+@@/);
    expect(text).toContain('listen 127.0.0.1:1;');
    expect(text).not.toContain('ssl_certificate');
  });

  it('deploy/portal.conf is the template rendered with the defaults', () => {
    // Regenerate with `node scripts/render-nginx-conf.mjs --example` after a change.
    const committed = readFileSync(path.join(projectRoot, 'deploy', 'portal.conf'), 'utf8');
    expect(committed).toBe(renderSiteConf({ vars: {}, root: '/srv/portal/dist' }));
  });
});
