// @vitest-environment node
// npm run mock-server follows the records contract (docs/records.md#records-file-list): a file
// sent over real HTTP is spent only when the portal confirms it arrived, so a transfer cut off
// half-way leaves the link usable.

import { describe, expect, it } from 'vitest';
import { preflight, serveMockClinic } from './serveMockClinic';

const ORIGIN = 'http://localhost:5173';
const TOKEN = 'records-demo-token';
const FILE = '66a0c1d2e3f4a5b6c7d80003';

const mock = serveMockClinic();

const verify = async () => {
  const reply = await fetch(
    `${mock.base}/services2/verify/medical/record?year=1988&month=04&day=12&token=${TOKEN}`,
    { headers: { Origin: ORIGIN } },
  );
  const body = (await reply.json()) as { payload: { id: string; isDownloaded: boolean }[] };
  return body.payload.find((file) => file.id === FILE)?.isDownloaded;
};
const download = (signal?: AbortSignal) =>
  fetch(`${mock.base}/services2/medical/record/download/${FILE}?token=${TOKEN}`, {
    headers: { Origin: ORIGIN },
    signal,
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
    const asked = await preflight(
      `${mock.base}/services2/medical/record/download/${FILE}/received`,
      ORIGIN,
    );
    expect(asked.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const confirmed = await fetch(
      `${mock.base}/services2/medical/record/download/${FILE}/received`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
        body: JSON.stringify({ token: TOKEN }),
      },
    );
    expect(await confirmed.json()).toEqual({ success: true });
    expect(await verify()).toBe(true);
    expect((await download()).status).toBe(410);
  });
});
