// @vitest-environment node
// Who may drive `npm run mock-server` (security review 2026-11-27, N6): another web page may not
// use its /__mock/ controls (a foreign Origin, or a text/plain POST that needs no preflight), a
// page that rebinds its own name to 127.0.0.1 is not answered (its Host is that name), and with
// MOCK_CONTROL_TOKEN set the controls need the token. Requests go out over a raw socket, as an
// attacker's would, so the Host header is exactly the one written here.

import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../mocks/helpers';
import { startMockServer, stopMockServer } from './startMockServer';

const PORTAL = 'http://localhost:5173';
const EVIL = 'https://evil.example';
const LOGIN = { email: 'patient@example.com', password: 'Clinic2026!', recaptcha: 'any' };
const TOKEN = 'test-control-token-n6';
const JSON_TYPE = { 'Content-Type': 'application/json' };

interface RawReply {
  status: number;
  text: string;
}

/** One HTTP/1.1 request over a plain socket, with exactly these headers. */
function raw(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body = '',
): Promise<RawReply> {
  const lines = [
    `${method} ${path} HTTP/1.1`,
    ...Object.entries({ Host: `127.0.0.1:${port}`, ...headers }).map(([k, v]) => `${k}: ${v}`),
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    socket.write(lines.join('\r\n'));
  });
}

describe('npm run mock-server refuses what a foreign page sends', () => {
  let port = 0;
  let child: ChildProcess | undefined;
  const post = (path: string, body: unknown, headers: Record<string, string>) =>
    raw(port, 'POST', path, headers, JSON.stringify(body));
  const logIn = (headers: Record<string, string> = {}) =>
    post('/login', LOGIN, { ...JSON_TYPE, Origin: PORTAL, ...headers });
  const failLogins = { method: 'POST', path: '/login', kind: '500', times: 1 };

  beforeAll(async () => {
    port = await freePort();
    ({ child } = await startMockServer(port));
  }, 15_000);
  afterAll(() => stopMockServer(child));
  // A call that got through (the fix undone) must not fail the next test's logins.
  beforeEach(() => post('/__mock/reset', {}, JSON_TYPE));

  it('refuses a control call from another origin, and it changes nothing', async () => {
    const refused = await post('/__mock/fail-next', failLogins, { ...JSON_TYPE, Origin: EVIL });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('"error"');
    expect((await logIn()).status).toBe(200);
    // The same from the portal's origin takes effect.
    const sent = await post('/__mock/fail-next', failLogins, { ...JSON_TYPE, Origin: PORTAL });
    expect(sent.status).toBe(200);
    expect((await logIn()).status).toBe(500);
    expect((await logIn()).status).toBe(200);
  });

  it('refuses a control POST that is not JSON (no preflight guards it), from any caller', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'Content-Type': 'text/plain' },
      { 'Content-Type': 'text/plain', Origin: PORTAL },
      { 'Content-Type': 'application/x-www-form-urlencoded' },
    ]) {
      const refused = await post('/__mock/fail-next', failLogins, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(415);
    }
    expect((await logIn()).status).toBe(200);
  });

  it('answers no other Host: no mailbox, no login, no clinic channel', async () => {
    for (const host of ['attacker.example', `attacker.example:${port}`, `localhost.evil:${port}`]) {
      const mailbox = await raw(port, 'GET', '/__mock/mailbox', { Host: host });
      expect(mailbox.status, host).toBe(421);
      expect(mailbox.text).not.toMatch(/\r\n\r\n\[/);
      const login = await logIn({ Host: host });
      expect(login.status, host).toBe(421);
      expect(login.text).not.toContain('accessToken');
      const channel = await raw(port, 'GET', '/socket.io/?EIO=4&transport=polling', { Host: host });
      expect(channel.status, host).toBe(403);
    }
  });

  it('answers the names of this machine it listens on', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      expect((await raw(port, 'GET', '/__mock/mailbox', { Host: host })).status, host).toBe(200);
      const login = await logIn({ Host: host });
      expect(login.status, host).toBe(200);
      expect(login.text).toContain('accessToken');
      const channel = await raw(port, 'GET', '/socket.io/?EIO=4&transport=polling', { Host: host });
      expect(channel.status, host).toBe(200);
    }
  });
});

describe('npm run mock-server with MOCK_CONTROL_TOKEN', () => {
  let port = 0;
  let child: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    port = await freePort();
    ({ child, output } = await startMockServer(port, { MOCK_CONTROL_TOKEN: TOKEN }));
  }, 15_000);
  afterAll(() => stopMockServer(child));

  it('needs the token for its controls, not for the clinic API, and does not print it', async () => {
    const offline = JSON.stringify({ online: false });
    for (const token of [undefined, 'wrong-token']) {
      const headers = token ? { ...JSON_TYPE, 'X-Mock-Token': token } : JSON_TYPE;
      expect((await raw(port, 'POST', '/__mock/clinic-online', headers, offline)).status).toBe(401);
      expect((await raw(port, 'GET', '/__mock/mailbox', headers)).status).toBe(401);
    }
    const login = await raw(port, 'POST', '/login', JSON_TYPE, JSON.stringify(LOGIN));
    expect(login.status).toBe(200);

    const withToken = { ...JSON_TYPE, 'X-Mock-Token': TOKEN };
    expect((await raw(port, 'GET', '/__mock/mailbox', withToken)).status).toBe(200);
    expect((await raw(port, 'POST', '/__mock/reset', withToken, '{}')).status).toBe(200);
    expect(output).toContain('X-Mock-Token');
    expect(output).not.toContain(TOKEN);
  });
});
