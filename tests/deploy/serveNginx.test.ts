// @vitest-environment node
// scripts/serve-nginx.mjs from a checkout only its owner may enter (a clone under /root, or in a
// `mktemp -d` folder): as root, nginx runs as nobody, who could not read such a build and
// answered 500 to every request, so the deploy suite timed out waiting for it.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as inPageClinic } from '../../src/testing/mock-clinic/node';
import { freePort } from '../mocks/helpers';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const entry = fileURLToPath(new URL('../../scripts/serve-nginx.mjs', import.meta.url));

// nginx is installed by scripts/test-fresh.sh (so in CI); a machine without it has no deploy
// suite to run either.
describe.skipIf(!existsSync(NGINX))('serving a build from an owner-only checkout', () => {
  let home = '';
  let child: ChildProcess | undefined;
  let base = '';

  beforeAll(async () => {
    home = mkdtempSync(path.join(tmpdir(), 'portal-checkout-'));
    chmodSync(home, 0o700);
    const build = path.join(home, 'dist');
    mkdirSync(path.join(build, 'assets'), { recursive: true });
    writeFileSync(
      path.join(build, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Portal</title></head><body></body></html>',
    );
    writeFileSync(path.join(build, 'assets', 'app-abc123.js'), 'export {};\n');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    inPageClinic.use(http.all(`${base}/*`, () => passthrough()));
    child = spawn(process.execPath, [entry, '--dist', build, '--port', String(port)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`nginx did not start:\n${output}`)), 8000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(' serves ')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child?.stdout?.on('data', read);
      child?.stderr?.on('data', read);
      child?.once('exit', (code) => reject(new Error(`serve-nginx exited (${code}):\n${output}`)));
    });
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(home, { recursive: true, force: true });
  });

  it('serves its pages and assets, whoever the script runs as', async () => {
    // nginx may take a moment after it said so to accept connections.
    let page: Response | undefined;
    for (let attempt = 0; attempt < 20 && !page; attempt += 1) {
      page = await fetch(`${base}/index.html`).catch(() => undefined);
      if (!page) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(page?.status).toBe(200);
    expect(await page?.text()).toContain('<title>Portal</title>');
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
  });
});
