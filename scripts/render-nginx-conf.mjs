#!/usr/bin/env node
// Renders deploy/portal.conf.template into an nginx site config. The Content-Security-Policy is
// built from the same VITE_ settings (and the same fallbacks) the build reads, so the policy lets
// the page reach exactly the hosts the bundle was built to call, and nothing else.
//
//   node scripts/render-nginx-conf.mjs [--out deploy/portal.conf] [--root /srv/portal/dist]
//     [--server-name portal.example.ca] [--tls-cert path --tls-key path] [--dist dist]
//   node scripts/render-nginx-conf.mjs --example     (deploy/portal.conf: defaults, no build)
//
// Settings come from the environment and the .env files Vite reads for a production build
// (.env, .env.local, .env.production, .env.production.local). scripts/serve-nginx.mjs uses the
// exported functions to serve a build locally for the deploy e2e test.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
export const projectRoot = path.resolve(here, '..');
export const templatePath = path.join(projectRoot, 'deploy', 'portal.conf.template');

// The fallbacks of src/config/env.ts (tests/deploy/nginxConf.test.ts holds the two in step).
const API_FALLBACK = {
  production: 'https://api.clinicportal.ca',
  mock: 'https://api.mock-clinic.invalid',
};
const MEDICATION_API_FALLBACK = {
  production: 'https://refill-api.clinicportal.ca',
  mock: 'https://refill-api.mock-clinic.invalid',
};

function pick(value, fallback) {
  const trimmed = value?.trim();
  return trimmed ? trimmed.replace(/\/+$/, '') : fallback;
}

/** True when the build has a measurement id, as src/app/analytics.ts decides it. */
export function analyticsEnabled(vars) {
  return pick(vars.VITE_GA_MEASUREMENT_ID, '') !== '';
}

/** The hosts the page itself calls, resolved as src/config/env.ts resolves them. */
export function serviceUrls(vars) {
  const mode = vars.VITE_API_MOCK === 'true' ? 'mock' : 'production';
  const apiUrl = pick(vars.VITE_API_URL, API_FALLBACK[mode]);
  return {
    apiUrl,
    socketUrl: pick(vars.VITE_SOCKET_URL, apiUrl),
    medicationApiUrl: pick(vars.VITE_MEDICATION_API_URL, MEDICATION_API_FALLBACK[mode]),
  };
}

/** An address's origin; a relative address (a same-site proxy) is already 'self'. */
function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** socket.io starts with https polling and upgrades to a WebSocket on the same host. */
function socketOrigins(url) {
  const origin = originOf(url);
  if (!origin) return [];
  return [origin, origin.replace(/^http/, 'ws')];
}

// Third parties, each with the narrowest sources its vendor documents.
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
// Its frame also comes from https://www.google.com/recaptcha/, which the map's source covers.
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://recaptcha.google.com/recaptcha/'],
};
// Only in a build with a measurement id (analyticsEnabled), and narrowed to what gtag.js needs:
// the script from www.googletagmanager.com alone (a wildcard there would admit any Tag Manager
// container, that is any script), and the collection hosts for its hits (fetch/beacon, or an
// image where those are missing). No other Google host is opened.
const GOOGLE_ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com'],
};
const NO_ANALYTICS = { script: [], img: [], connect: [] };
// The home page's map: an embedded www.google.com/maps frame, after a probe of that host's
// favicon (src/features/site/home/MapSection.tsx). The frame source is the whole host because
// the embed redirects within it.
const GOOGLE_MAPS = { frame: ['https://www.google.com'], img: ['https://www.google.com'] };

/**
 * What a mock-mode build needs on top of the production policy: MSW's service worker
 * (/mockServiceWorker.js). Its API hosts (*.mock-clinic.invalid) need no exception: they come
 * from serviceUrls like real ones. A directive that gains a source loses its 'none'.
 */
export const MOCK_ADDITIONS = { 'worker-src': ["'self'"] };

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * The inline code a build's HTML holds, as CSP hashes: index.html's guard script (and the same
 * in every prerendered page), the style attributes of prerendered markup and the critical CSS
 * each prerendered page carries in a style element. Hashes allow that
 * exact text and nothing else, so the policy needs no 'unsafe-inline'.
 */
export function inlineHashes(dist) {
  const scripts = new Set();
  const styles = new Set();
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (
        /\bsrc\s*=/i.test(attributes) ||
        /type\s*=\s*"?application\/(ld\+)?json/i.test(attributes)
      ) {
        continue;
      }
      scripts.add(sha256(body));
    }
    // A style element's text is raw (no entities), hashed as it stands.
    for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
      styles.add(sha256(body));
    }
    for (const [, value] of html.matchAll(/\sstyle="([^"]*)"/gi)) {
      // The browser hashes the attribute's value as parsed; prerendered values hold no entities.
      styles.add(sha256(value.replaceAll('&quot;', '"').replaceAll('&amp;', '&')));
    }
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

/** The policy as ordered [directive, sources] pairs. */
export function cspDirectives(
  urls,
  { mock = false, hashes = { scripts: [], styles: [] }, analytics = false } = {},
) {
  const ga = analytics ? GOOGLE_ANALYTICS : NO_ANALYTICS;
  const connect = [
    originOf(urls.apiUrl),
    ...socketOrigins(urls.socketUrl),
    originOf(urls.medicationApiUrl),
  ].filter(Boolean);
  const directives = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", ...hashes.scripts, ...STRIPE.script, ...RECAPTCHA.script, ...ga.script],
    ],
    // A hashed style attribute needs 'unsafe-hashes' beside its hash (CSP 3); only those apply.
    [
      'style-src',
      ["'self'", ...(hashes.styles.length ? ["'unsafe-hashes'", ...hashes.styles] : [])],
    ],
    // data: for Bootstrap's inline SVG icons (select arrow, menu toggler) in the stylesheet.
    // blob: for the previews of pictures a patient picks to upload (URL.createObjectURL).
    ['img-src', ["'self'", 'data:', 'blob:', ...GOOGLE_MAPS.img, ...ga.img]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...connect, ...STRIPE.connect, ...ga.connect]],
    ['frame-src', [...STRIPE.frame, ...RECAPTCHA.frame, ...GOOGLE_MAPS.frame]],
    ['worker-src', ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => {
    const added = mock ? MOCK_ADDITIONS[name] : undefined;
    const all = added ? [...sources.filter((s) => s !== "'none'"), ...added] : sources;
    return [name, [...new Set(all)]];
  });
}

export function cspHeader(directives) {
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** listen (and TLS) lines: HTTPS in production, plain HTTP on one address for local tests. */
function listenBlock({ http, tlsCert, tlsKey }) {
  if (http) return `    listen ${http};`;
  return [
    '    listen 443 ssl http2;',
    '    listen [::]:443 ssl http2;',
    `    ssl_certificate ${tlsCert};`,
    `    ssl_certificate_key ${tlsKey};`,
    '    ssl_protocols TLSv1.2 TLSv1.3;',
    '    ssl_session_cache shared:portal_tls:10m;',
  ].join('\n');
}

/**
 * The site config. `http` ('127.0.0.1:4184') serves plain HTTP for a local test; otherwise the
 * server listens on 443 with the given certificate. `mock` adds MOCK_ADDITIONS to the policy;
 * `dist`, the build to be served, adds the hashes of its inline code.
 */
export function renderSiteConf({
  vars,
  root,
  serverName = '_',
  http,
  tlsCert = '/etc/ssl/certs/portal.crt',
  tlsKey = '/etc/ssl/private/portal.key',
  mock = false,
  dist,
}) {
  const hashes = dist ? inlineHashes(dist) : undefined;
  const csp = cspHeader(
    cspDirectives(serviceUrls(vars), { mock, hashes, analytics: analyticsEnabled(vars) }),
  );
  if (/["\\\n]/.test(csp)) throw new Error(`The policy would break the config: ${csp}`);
  const values = {
    LISTEN: listenBlock({ http, tlsCert, tlsKey }),
    SERVER_NAME: serverName,
    ROOT: root,
    CONTENT_SECURITY_POLICY: csp,
  };
  const text = readFileSync(templatePath, 'utf8').replace(/@@([A-Z_]+)@@/g, (marker, name) => {
    if (!(name in values)) throw new Error(`Unknown marker ${marker} in ${templatePath}`);
    return values[name];
  });
  return text;
}

/** The VITE_ settings a production build reads: .env files, then the environment over them. */
export async function productionVars() {
  const { loadEnv } = await import('vite');
  return loadEnv('production', projectRoot, 'VITE_');
}

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: path.join(projectRoot, 'deploy', 'portal.conf') },
      root: { type: 'string', default: '/srv/portal/dist' },
      'server-name': { type: 'string', default: '_' },
      'tls-cert': { type: 'string', default: '/etc/ssl/certs/portal.crt' },
      'tls-key': { type: 'string', default: '/etc/ssl/private/portal.key' },
      dist: { type: 'string', default: 'dist' },
      // deploy/portal.conf, the committed example, is rendered from no build at all.
      example: { type: 'boolean', default: false },
    },
  });
  const vars = values.example ? {} : await productionVars();
  const dist = path.resolve(values.dist);
  const built = !values.example && existsSync(path.join(dist, 'index.html'));
  if (!built && !values.example) {
    console.warn(
      `No build in ${dist}: the policy holds no hashes for index.html's inline code, so the app` +
        ' would be blocked. Fine for the example only; build first (npm run build) to deploy.',
    );
  }
  const text = renderSiteConf({
    vars,
    root: values.root,
    serverName: values['server-name'],
    tlsCert: values['tls-cert'],
    tlsKey: values['tls-key'],
    dist: built ? dist : undefined,
  });
  writeFileSync(values.out, text);
  const urls = serviceUrls(vars);
  console.log(`Wrote ${path.relative(process.cwd(), values.out) || values.out}`);
  console.log(
    `  API ${urls.apiUrl}, socket ${urls.socketUrl}, medication API ${urls.medicationApiUrl}`,
  );
  console.log(
    `  Google Analytics ${analyticsEnabled(vars) ? 'allowed' : 'not configured: no host'}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
