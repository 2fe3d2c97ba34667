#!/usr/bin/env node
// Serves a build with Debian's nginx and the deploy config (deploy/portal.conf.template), as an
// unprivileged process on one local port with its own temporary prefix: what the deploy e2e test
// (playwright.deploy.config.ts) runs against, and a way to try a build as production serves it.
//
//   node scripts/serve-nginx.mjs [--dist dist-e2e] [--port 4184]
//
// A build that holds MSW's worker (a mock-mode build) gets the policy's MOCK_ADDITIONS; a
// production build gets the production policy unchanged. Runs in the foreground; Ctrl-C or
// SIGTERM stops nginx and removes the prefix.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { productionVars, projectRoot, renderSiteConf } from './render-nginx-conf.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist-e2e' },
    port: { type: 'string', default: '4184' },
  },
});

const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
if (!existsSync(nginx)) {
  console.error(`${nginx} is missing: apt-get install nginx (scripts/test-fresh.sh does).`);
  process.exit(1);
}
const root = path.resolve(projectRoot, values.dist);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`${root}/index.html is missing: build first (npm run build:mock).`);
  process.exit(1);
}
const mock = existsSync(path.join(root, 'mockServiceWorker.js'));

const prefix = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
// Never as root: when this script is root (a container, CI), nginx runs as nobody, who may not
// enter the checkout (a clone under /root, or in a `mktemp -d` folder, is its owner's alone). It
// then serves a copy of the build inside its own prefix, readable by all (a few megabytes).
const asRoot = process.getuid?.() === 0;
const served = asRoot ? path.join(prefix, 'site') : root;
if (asRoot) {
  cpSync(root, served, { recursive: true });
  chmodRecursively(served);
}
const vars = { ...(await productionVars()), VITE_API_MOCK: mock ? 'true' : '' };
writeFileSync(
  path.join(prefix, 'portal.conf'),
  renderSiteConf({ vars, root: served, http: `127.0.0.1:${values.port}`, mock, dist: root }),
);
// The http context a distribution's nginx.conf would give, with every writable path in the prefix.
writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log ${prefix}/access.log;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${prefix}/portal.conf;
}
`,
);

if (asRoot) chownSync(prefix, 65534, 65534);
const nginxArgs = [
  '-p',
  prefix,
  '-c',
  path.join(prefix, 'nginx.conf'),
  '-e',
  `${prefix}/error.log`,
];
const [command, args] = asRoot
  ? ['setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', nginx, ...nginxArgs]]
  : [nginx, nginxArgs];

const check = spawnSync(command, [...args, '-t', '-q'], { stdio: 'inherit' });
if (check.status !== 0) {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(1);
}

const server = spawn(command, args, { stdio: 'inherit' });
console.log(
  `nginx (pid ${server.pid}) serves ${values.dist} on http://127.0.0.1:${values.port}` +
    ` with the ${mock ? 'mock-mode' : 'production'} policy; prefix ${prefix}`,
);

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  // QUIT: nginx finishes what it is sending, then exits.
  server.kill('SIGQUIT');
  setTimeout(() => server.kill('SIGKILL'), 2_000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code, signal) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});

/** Folders 755 and files 644: whatever the checkout's own modes, nobody may read the copy. */
function chmodRecursively(dir) {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chmodRecursively(full);
    else chmodSync(full, 0o644);
  }
}
