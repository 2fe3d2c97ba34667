// Google's CSP Evaluator (csp_evaluator, as scripts/evaluate-csp.mjs runs it: default checks,
// strict-policy checks and Lighthouse's) on the policy deploy/ serves: the committed example, the
// renderings with and without analytics, and the policy for a build shaped like a real one
// (prerendered pages with hashed styles, every script nonced). Nothing above informational may
// be found (issue 28 point 3). e2e/deploy.spec.ts runs the same on the header nginx sends.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SAMPLE_REQUEST_ID,
  cspFindings,
  findingsAboveInfo,
  renderedPolicy,
} from '../../scripts/evaluate-csp.mjs';
import {
  CSP_NONCE_PLACEHOLDER,
  NGINX_NONCE,
  projectRoot,
} from '../../scripts/render-nginx-conf.mjs';

/** The policy of a rendered config, as nginx sends it (its $request_id is a 32-digit hex). */
function servedPolicy(conf: string): string {
  const policy = conf.match(/add_header Content-Security-Policy "([^"]+)" always;/)?.[1];
  if (!policy) throw new Error('no Content-Security-Policy in the config');
  return policy.replaceAll(NGINX_NONCE, SAMPLE_REQUEST_ID);
}

/** A build as vite.config.ts and scripts/prerender.mjs write one, small. */
function writeBuild(dist: string): void {
  const nonce = `nonce="${CSP_NONCE_PLACEHOLDER}"`;
  const head =
    `<meta property="csp-nonce" ${nonce}>` +
    `<link rel="stylesheet" crossorigin href="/assets/index.css" ${nonce}>`;
  const guard = `<script ${nonce}>(function (root) { root.textContent = ''; })(document.body);</script>`;
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html lang="en"><head>${head}` +
      `<script type="module" crossorigin src="/assets/entry.js" ${nonce}></script>` +
      `<link rel="modulepreload" crossorigin href="/assets/core.js" ${nonce}></head>` +
      `<body><div id="root"></div>${guard}</body></html>`,
  );
  mkdirSync(path.join(dist, 'faq'));
  writeFileSync(
    path.join(dist, 'faq', 'index.html'),
    `<!doctype html><html lang="en"><head>${head}<style>.hero{color:#053632}</style></head>` +
      `<body><div id="root" data-path="/faq"><div style="min-height: 100vh;"></div></div>` +
      `${guard}<script ${nonce}>(function () { /* loader */ })();</script></body></html>`,
  );
}

describe("Google's CSP Evaluator on the policy deploy/ serves", () => {
  let dist = '';
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'portal-csp-dist-'));
    writeBuild(dist);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('finds nothing above informational in the committed example (deploy/portal.conf)', () => {
    const conf = readFileSync(path.join(projectRoot, 'deploy', 'portal.conf'), 'utf8');
    const policy = servedPolicy(conf);
    expect(findingsAboveInfo(policy)).toEqual([]);
    // What is left is advice: Trusted Types (see deploy/README.md).
    expect(cspFindings(policy).filter((f) => f.severity === 'INFO')).toEqual([
      expect.objectContaining({ directive: 'require-trusted-types-for' }),
    ]);
  });

  it.each([
    ['the defaults', {}],
    ['another API host', { VITE_API_URL: 'https://api.other-clinic.example' }],
    ['analytics', { VITE_GA_MEASUREMENT_ID: 'G-TEST000000' }],
  ])('finds nothing above informational for a build, with %s', (_name, vars) => {
    const policy = renderedPolicy(vars, dist);
    expect(policy).toContain("'unsafe-hashes' 'sha256-");
    expect(findingsAboveInfo(policy)).toEqual([]);
  });

  // The check can fail: each planted weakness is one the evaluator reports above informational.
  it.each([
    [
      "'unsafe-inline' in force (no nonce, no strict-dynamic)",
      (p: string) => p.replace(/'nonce-[^']+' 'strict-dynamic' /, ''),
    ],
    [
      'a wildcard script source',
      (p: string) => p.replace(/'nonce-[^']+' 'strict-dynamic' 'unsafe-inline' /, '* '),
    ],
    ['no strict-dynamic (a host allowlist)', (p: string) => p.replace("'strict-dynamic' ", '')],
    ['a wildcard object source', (p: string) => p.replace("object-src 'none'", 'object-src *')],
    ['no base-uri', (p: string) => p.replace("base-uri 'none'; ", '')],
    ['unsafe-eval', (p: string) => p.replace("'strict-dynamic'", "'strict-dynamic' 'unsafe-eval'")],
    ['a report address over http', (p: string) => p.replace('https://api.', 'http://api.')],
  ])('fails a policy planted with %s', (_name, plant) => {
    const policy = renderedPolicy({}, dist);
    const planted = plant(policy);
    expect(planted).not.toBe(policy);
    expect(findingsAboveInfo(planted)).not.toEqual([]);
  });
});
