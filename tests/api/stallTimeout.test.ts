import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRANSFER_STALL_MS, withStallTimeout } from '../../src/api/stallTimeout';

// docs/calls.md#headers-and-base-address: a file's transfer has no fixed time limit; it is given
// up only after TRANSFER_STALL_MS without progress. The stand-in transport behaves as a browser's
// XMLHttpRequest does: `timeout` limits the whole call, `signal` aborts it, progress is reported.

const progress = (loaded: number, total: number) =>
  ({ loaded, total, bytes: 1, lengthComputable: true }) as AxiosProgressEvent;

/** `pieces` arrive `gapMs` apart; after `stopAfter` of them the line goes silent. */
function transfer(pieces: number, gapMs: number, stopAfter = pieces, upload = false) {
  return (config: AxiosRequestConfig) =>
    new Promise<string>((resolve, reject) => {
      let sent = 0;
      let gap: ReturnType<typeof setTimeout> | undefined;
      const limit = config.timeout
        ? setTimeout(() => {
            clearTimeout(gap);
            reject(Object.assign(new Error('timeout exceeded'), { code: 'ECONNABORTED' }));
          }, config.timeout)
        : undefined;
      config.signal?.addEventListener?.('abort', () => {
        clearTimeout(gap);
        clearTimeout(limit);
        reject(Object.assign(new Error('canceled'), { code: 'ERR_CANCELED' }));
      });
      const next = () => {
        gap = setTimeout(() => {
          sent += 1;
          const report = upload ? config.onUploadProgress : config.onDownloadProgress;
          report?.(progress(sent, pieces));
          if (sent === pieces) {
            clearTimeout(limit);
            resolve('arrived');
          } else if (sent < stopAfter) next();
        }, gapMs);
      };
      next();
    });
}

/** Settles `promise`, advancing the clock a second at a time up to `ms`. */
async function within<T>(promise: Promise<T>, ms: number) {
  let result: { value: T } | { error: unknown } | undefined;
  promise.then(
    (value) => (result = { value }),
    (error: unknown) => (result = { error }),
  );
  for (let t = 0; t < ms && !result; t += 1_000) await vi.advanceTimersByTimeAsync(1_000);
  return result;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a transfer watched for stalls', () => {
  it('the stand-in, like a browser, cuts a 60 s transfer off at a fixed 30 s', async () => {
    const outcome = await within(transfer(6, 10_000)({ timeout: 30_000 }), 90_000);
    expect(outcome).toEqual({ error: expect.objectContaining({ code: 'ECONNABORTED' }) });
  });

  it('finishes a 60 s download whose bytes keep coming, passing its progress on', async () => {
    const seen: number[] = [];
    const config: AxiosRequestConfig = {
      timeout: 30_000,
      onDownloadProgress: (event) => seen.push(event.loaded),
    };
    const outcome = await within(
      withStallTimeout(config, TRANSFER_STALL_MS, transfer(6, 10_000)),
      90_000,
    );
    expect(outcome).toEqual({ value: 'arrived' });
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('counts an upload’s progress too', async () => {
    const outcome = await within(
      withStallTimeout({}, TRANSFER_STALL_MS, transfer(6, 10_000, 6, true)),
      90_000,
    );
    expect(outcome).toEqual({ value: 'arrived' });
  });

  it('gives up 30 s after the last byte, as a timeout', async () => {
    const started = Date.now();
    const outcome = await within(
      withStallTimeout({}, TRANSFER_STALL_MS, transfer(6, 10_000, 2)),
      90_000,
    );
    // The second piece came at 20 s; nothing after it for 30 s.
    expect(Date.now() - started).toBe(50_000);
    expect(outcome).toEqual({
      error: expect.objectContaining({ code: 'ECONNABORTED', message: 'no progress for 30000ms' }),
    });
  });

  it('gives up when nothing at all arrives for 30 s', async () => {
    const started = Date.now();
    const outcome = await within(
      withStallTimeout({}, TRANSFER_STALL_MS, transfer(1, 60_000)),
      90_000,
    );
    expect(Date.now() - started).toBe(30_000);
    expect(outcome).toEqual({ error: expect.objectContaining({ code: 'ECONNABORTED' }) });
  });

  it('the caller’s own cancel stays a cancel, and no watchdog is left running', async () => {
    const caller = new AbortController();
    const call = withStallTimeout(
      { signal: caller.signal },
      TRANSFER_STALL_MS,
      transfer(6, 10_000),
    );
    await vi.advanceTimersByTimeAsync(5_000);
    caller.abort();
    expect(await within(call, 1_000)).toEqual({
      error: expect.objectContaining({ code: 'ERR_CANCELED' }),
    });
    expect(vi.getTimerCount()).toBe(0);
  });
});
