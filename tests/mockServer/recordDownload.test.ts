// @vitest-environment node
// npm run mock-server follows the records contract (docs/records.md#records-file-list): a file
// sent over real HTTP is spent only when the portal confirms it arrived, so a transfer cut off
// half-way leaves the link usable.

import type { ChildProcess } from 'node:child_process';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as inPageClinic } from '../../src/testing/mock-clinic/node';
import { freePort } from '../mocks/helpers';
import { startMockServer, stopMockServer } from './startMockServer';

const ORIGIN = 'http://localhost:5173';
const TOKEN = 'records-demo-token';
const FILE = '66a0c1d2e3f4a5b6c7d80003';

let child: ChildProcess;
let base = '';

const verify = async () => {
  const reply = await fetch(
    `${base}/services2/verify/medical/record?year=1988&month=04&day=12&token=${TOKEN}`,
    { headers: { Origin: ORIGIN } },
  );
  const body = (await reply.json()) as { payload: { id: string; isDownloaded: boolean }[] };
  return body.payload.find((file) => file.id === FILE)?.isDownloaded;
};
const download = (signal?: AbortSignal) =>
  fetch(`${base}/services2/medical/record/download/${FILE}?token=${TOKEN}`, {
    headers: { Origin: ORIGIN },
    signal,
  });

beforeAll(async () => {
  const port = await freePort();
  base = `http://localhost:${port}`;
  ({ child } = await startMockServer(port));
}, 15_000);

beforeEach(() => {
  inPageClinic.use(http.all(`${base}/*`, () => passthrough()));
});

afterAll(async () => {
  await stopMockServer(child);
});

describe('npm run mock-server: a record download', () => {
  it('is not spent by a transfer cut off, and is spent by the confirmation', async () => {
    expect(await verify()).toBe(false);
    // The answer's headers came, then the patient's line dropped.
    const cut = new AbortController();
    const first = await download(cut.signal);
    expect(first.status).toBe(200);
    cut.abort();
    expect(await verify()).toBe(false);

    const second = await download();
    expect(new TextDecoder().decode((await second.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const preflight = await fetch(`${base}/services2/medical/record/download/${FILE}/received`, {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const confirmed = await fetch(`${base}/services2/medical/record/download/${FILE}/received`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ token: TOKEN }),
    });
    expect(await confirmed.json()).toEqual({ success: true });
    expect(await verify()).toBe(true);
    expect((await download()).status).toBe(410);
  });
});
