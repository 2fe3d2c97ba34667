#!/usr/bin/env node
// Renders deploy/portal.conf.template into an nginx site config. The Content-Security-Policy is
// built from the same VITE_ settings (and the same fallbacks) the build reads, so the policy lets
// the page reach exactly the hosts the bundle was built to call, and nothing else.
//
//   node scripts/render-nginx-conf.mjs --server-name portal.example.ca [--out deploy/portal.conf]
//     [--root /srv/portal/dist] [--tls-cert path --tls-key path] [--dist dist]
//     [--nginx-version 1.22.1]
//   node scripts/render-nginx-conf.mjs --example     (deploy/portal.conf: defaults, no build)
//
// Settings come from the environment and the .env files Vite reads for a production build
// (.env, .env.local, .env.production, .env.production.local). scripts/serve-nginx.mjs uses the
// exported functions to serve a build locally for the deploy e2e test.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
export const projectRoot = path.resolve(here, '..');
export const templatePath = path.join(projectRoot, 'deploy', 'portal.conf.template');

/**
 * What the build writes as every script's nonce (vite.config.ts's html.cspNonce, and
 * scripts/prerender.mjs's loader), and nginx replaces in each HTML answer with that answer's
 * $request_id (128 random bits), the nonce its policy names.
 */
export const CSP_NONCE_PLACEHOLDER = 'PORTAL_CSP_NONCE';
/** The nonce in the policy nginx sends: the same request's $request_id. */
export const NGINX_NONCE = '$request_id';
/** The name the policy's report-to gives the reporting endpoint (Reporting-Endpoints). */
export const REPORT_ENDPOINT_NAME = 'csp';

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

/** Where browsers send the policy's violation reports: the clinic service (docs/calls.md). */
export function cspReportUrl(urls) {
  return `${urls.apiUrl}/csp-report`;
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
 * The inline styles a build's HTML holds, as CSP hashes: the style attributes of prerendered
 * markup and the critical CSS each prerendered page carries in a style element. Hashes allow
 * that exact text and nothing else, so style-src needs no 'unsafe-inline'. Scripts need no hash:
 * each carries the nonce (scriptsWithoutNonce checks it).
 */
export function inlineHashes(dist) {
  const styles = new Set();
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    // A style element's text is raw (no entities), hashed as it stands.
    for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
      styles.add(sha256(body));
    }
    for (const [, value] of html.matchAll(/\sstyle="([^"]*)"/gi)) {
      // The browser hashes the attribute's value as parsed; prerendered values hold no entities.
      styles.add(sha256(value.replaceAll('&quot;', '"').replaceAll('&amp;', '&')));
    }
  }
  return { styles: [...styles].sort() };
}

/**
 * Every script and module preload of a build's HTML that lacks the nonce placeholder, as
 * "file: tag". Under 'strict-dynamic' only a nonced script runs (and only it may load others),
 * so one without it is a page that does not start; JSON data blocks are not scripts.
 */
export function scriptsWithoutNonce(dist) {
  const missing = [];
  const nonce = `nonce="${CSP_NONCE_PLACEHOLDER}"`;
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    const tags = [
      ...[...html.matchAll(/<script\b[^>]*>/gi)].filter(
        ([tag]) => !/type\s*=\s*"?application\/(ld\+)?json/i.test(tag),
      ),
      ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi),
    ];
    for (const [tag] of tags) {
      if (!tag.includes(nonce)) missing.push(`${path.relative(dist, file)}: ${tag}`);
    }
  }
  return missing;
}

/**
 * The policy as ordered [directive, sources] pairs. Scripts run by nonce with 'strict-dynamic'
 * (CSP Level 3): the page's own nonced scripts run, and so does every script they add (the
 * bundle's chunks, Stripe.js, reCAPTCHA, gtag.js), while injected markup runs nothing. The
 * sources after it are ignored by every browser that knows 'strict-dynamic' and are there for
 * one that does not (Safari before 15.4): 'unsafe-inline' is ignored by any browser that knows
 * nonces, and the hosts are the allowlist such a browser falls back to.
 */
export function cspDirectives(
  urls,
  {
    mock = false,
    hashes = { styles: [] },
    analytics = false,
    nonce = NGINX_NONCE,
    reportUrl = cspReportUrl(urls),
    reportTo = true,
  } = {},
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
      [
        `'nonce-${nonce}'`,
        "'strict-dynamic'",
        "'unsafe-inline'",
        "'self'",
        ...STRIPE.script,
        ...RECAPTCHA.script,
        ...ga.script,
      ],
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
    // Both: report-to (the Reporting API, Chromium) wins where it is known; the others use
    // report-uri. A report also arrives when the page is too broken to send its own. Chromium
    // takes the Reporting API only from an HTTPS page to an HTTPS endpoint, and ignores
    // report-uri once report-to is there: a plain-HTTP site (a local test) names report-uri only.
    ['report-uri', [reportUrl]],
    ...(reportTo ? [['report-to', [REPORT_ENDPOINT_NAME]]] : []),
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

/** nginx 1.25.1 moved HTTP/2 from a listen parameter (now deprecated) to `http2 on;`. */
const HTTP2_DIRECTIVE_SINCE = [1, 25, 1];

function atLeast(version, wanted) {
  const parts = version.split('.').map(Number);
  for (let i = 0; i < wanted.length; i += 1) {
    if ((parts[i] ?? 0) !== wanted[i]) return (parts[i] ?? 0) > wanted[i];
  }
  return true;
}

/**
 * listen (and TLS) lines: HTTPS in production, plain HTTP on one address for local tests. HTTP/2
 * is switched on the way the nginx that will run the config takes without a warning
 * (`nginxVersion`; a current one when unknown).
 */
function listenBlock({ http, tlsCert, tlsKey, nginxVersion }) {
  if (http) return `    listen ${http};`;
  const http2Directive = !nginxVersion || atLeast(nginxVersion, HTTP2_DIRECTIVE_SINCE);
  const listen = http2Directive
    ? ['    listen 443 ssl;', '    listen [::]:443 ssl;', '    http2 on;']
    : ['    listen 443 ssl http2;', '    listen [::]:443 ssl http2;'];
  return [
    ...listen,
    `    ssl_certificate ${tlsCert};`,
    `    ssl_certificate_key ${tlsKey};`,
    '    ssl_protocols TLSv1.2 TLSv1.3;',
    '    ssl_session_cache shared:portal_tls:10m;',
  ].join('\n');
}

/** A name nginx matches literally, so a redirect may name it: no wildcard, regex or '_'. */
const PLAIN_HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

/**
 * Port 80: for each of the site's names, a 301 to HTTPS under that same name, written out (never
 * $host, the name the client sent: a request for another name reaching this server is sent to
 * one of ours, not back to the name it asked for). Each brand keeps its own name.
 */
function httpRedirects(serverNames) {
  const servers = serverNames.map(
    (name) => `server {
    listen 80;
    listen [::]:80;
    server_name ${name};
    server_tokens off;
    return 301 https://${name}$request_uri;
}`,
  );
  return [
    '# Plain HTTP only ever redirects to HTTPS under the name it was asked for (and answers nothing',
    '# else), so no page of the portal is served without TLS. The target is written out, never',
    "# taken from the request's Host.",
    ...servers,
  ].join('\n');
}

/**
 * The site config. `http` ('127.0.0.1:4184') serves plain HTTP for a local test; otherwise the
 * server listens on 443 with the given certificate, reports by report-to as well as report-uri,
 * and port 80 redirects each of `serverName`'s names (one or more, space-separated, each a plain
 * host name) to it. `mock` adds MOCK_ADDITIONS to the policy; `dist`, the build to be served,
 * adds the hashes of its inline styles and must carry the nonce placeholder on every script.
 */
export function renderSiteConf({
  vars,
  root,
  serverName = '_',
  http,
  tlsCert = '/etc/ssl/certs/portal.crt',
  tlsKey = '/etc/ssl/private/portal.key',
  nginxVersion,
  mock = false,
  dist,
}) {
  if (dist) {
    const missing = scriptsWithoutNonce(dist);
    if (missing.length > 0) {
      throw new Error(
        `Scripts without nonce="${CSP_NONCE_PLACEHOLDER}" would not run under the policy ` +
          `(build with vite.config.ts's html.cspNonce):\n  ${missing.join('\n  ')}`,
      );
    }
  }
  const names = serverName.split(/[\s,]+/).filter(Boolean);
  if (!http && (names.length === 0 || !names.every((name) => PLAIN_HOST.test(name)))) {
    throw new Error(
      `The HTTPS site needs its host names (--server-name portal.example.ca), not "${serverName}":` +
        ' port 80 redirects each to HTTPS under its own name.',
    );
  }
  const urls = serviceUrls(vars);
  const hashes = dist ? inlineHashes(dist) : undefined;
  const reportTo = !http;
  const csp = cspHeader(
    cspDirectives(urls, { mock, hashes, analytics: analyticsEnabled(vars), reportTo }),
  );
  if (/["\\\n]/.test(csp)) throw new Error(`The policy would break the config: ${csp}`);
  const reportUrl = cspReportUrl(urls);
  if (/["'\\\s,;]/.test(reportUrl)) throw new Error(`Not a report address: ${reportUrl}`);
  const values = {
    LISTEN: listenBlock({ http, tlsCert, tlsKey, nginxVersion }),
    SERVER_NAME: names.join(' '),
    ROOT: root,
    CONTENT_SECURITY_POLICY: csp,
    CSP_NONCE_PLACEHOLDER,
    REPORTING_ENDPOINTS_HEADER: reportTo
      ? `    add_header Reporting-Endpoints '${REPORT_ENDPOINT_NAME}="${reportUrl}"' always;`
      : '    # (No Reporting-Endpoints: a plain-HTTP site reports by report-uri only.)',
    HTTP_REDIRECTS: http ? '# (none: a local plain-HTTP test)' : httpRedirects(names),
  };
  const text = readFileSync(templatePath, 'utf8').replace(/@@([A-Z_]+)@@/g, (marker, name) => {
    if (!(name in values)) throw new Error(`Unknown marker ${marker} in ${templatePath}`);
    return values[name];
  });
  return text;
}

/** The version of the nginx on this machine (`nginx -v`), or undefined when there is none. */
export function localNginxVersion(nginx = process.env.NGINX_PATH ?? 'nginx') {
  const result = spawnSync(nginx, ['-v'], { encoding: 'utf8' });
  return `${result.stderr ?? ''}${result.stdout ?? ''}`.match(/nginx\/(\d+\.\d+\.\d+)/)?.[1];
}

/** The VITE_ settings a production build reads: .env files, then the environment over them. */
export async function productionVars() {
  const { loadEnv } = await import('vite');
  return loadEnv('production', projectRoot, 'VITE_');
}

// The committed example's name (deploy/portal.conf): the redirect needs a real-looking one.
const EXAMPLE_SERVER_NAME = 'portal.example.ca';

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: path.join(projectRoot, 'deploy', 'portal.conf') },
      root: { type: 'string', default: '/srv/portal/dist' },
      'server-name': { type: 'string' },
      'tls-cert': { type: 'string', default: '/etc/ssl/certs/portal.crt' },
      'tls-key': { type: 'string', default: '/etc/ssl/private/portal.key' },
      // The nginx that will run the config; by default the one on this machine (nginx -v).
      'nginx-version': { type: 'string' },
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
      `No build in ${dist}: the policy holds no hashes for the prerendered pages' inline styles.` +
        ' Fine for the example only; build first (npm run build) to deploy.',
    );
  }
  const nginxVersion = values.example
    ? undefined
    : (values['nginx-version'] ?? localNginxVersion());
  const text = renderSiteConf({
    vars,
    root: values.root,
    serverName: values['server-name'] ?? (values.example ? EXAMPLE_SERVER_NAME : '_'),
    tlsCert: values['tls-cert'],
    tlsKey: values['tls-key'],
    nginxVersion,
    dist: built ? dist : undefined,
  });
  writeFileSync(values.out, text);
  const urls = serviceUrls(vars);
  console.log(`Wrote ${path.relative(process.cwd(), values.out) || values.out}`);
  console.log(
    `  API ${urls.apiUrl}, socket ${urls.socketUrl}, medication API ${urls.medicationApiUrl}`,
  );
  console.log(`  CSP reports to ${cspReportUrl(urls)}`);
  console.log(
    `  Google Analytics ${analyticsEnabled(vars) ? 'allowed' : 'not configured: no host'}`,
  );
  if (!values.example) {
    console.log(
      `  HTTP/2 for nginx ${nginxVersion ?? '(not found here: written for 1.25.1 or later)'}`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
