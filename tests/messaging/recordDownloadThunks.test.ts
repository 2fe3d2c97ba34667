import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../src/app/store';
import { env } from '../../src/config/env';
import type { DownloadProgress } from '../../src/features/records/api';
import { checkLink, downloadFile } from '../../src/features/records/thunks';
import type { failureOf } from '../../src/state/serviceThunk';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { server } from '../../src/testing/mock-clinic/node';
import { RECORDS_TOKEN, recordsShown, unlockedFiles } from '../builders/recordsLink';
import { tabHolding } from '../builders/session';
import { fakeTimeouts, pastTheLogoutSecond } from '../utils/fakeClock';

// docs/records.md#records-file-list: a one-time file is spent when the portal confirms it
// arrived, so a download that fails (an answer lost on the way, a stall, a 5xx) can be tried
// again; a large file on a slow line finishes however long it takes while bytes keep coming.
// In jsdom, so the call goes through XMLHttpRequest as in a browser.

const DOWNLOADS = '/services2/medical/record/download/*';
const FAILED = { msg: { key: 'records:files.failed' }, retry: true };
const SPENT = { msg: { text: 'This file has already been downloaded.' }, retry: false };

/** A download's result as the page reads it: the words and Try again, or what it confirmed. */
function outcome(result: Parameters<typeof failureOf>[0]) {
  return recordsShown(result) ?? result.payload;
}

async function verified() {
  const store = createStore();
  const list = () => unlockedFiles(store);
  const file = (await list())[0]!;
  const save = vi.fn<(blob: Blob) => void>();
  const download = async (onProgress?: (progress: DownloadProgress) => void) =>
    outcome(await store.dispatch(downloadFile({ token: RECORDS_TOKEN, file, save, onProgress })));
  const spent = async () => (await list()).find((f) => f.id === file.id)?.isDownloaded;
  return { store, file, save, download, spent };
}

/**
 * The file's answer sent in `chunks` pieces, `gapMs` apart (the first at once): a slow line.
 * `stopAfter` pieces, then silence: a line that died.
 */
function slowFile(chunks: number, gapMs: number, stopAfter = chunks) {
  const piece = new Uint8Array(1024).fill(0x41);
  server.use(
    http.get(`${env.apiUrl}/services2/medical/record/download/:id`, () => {
      let sent = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= stopAfter) return new Promise<void>(() => {});
          return new Promise<void>((resolve) => {
            timer = setTimeout(
              () => {
                controller.enqueue(piece);
                sent += 1;
                if (sent === chunks) controller.close();
                resolve();
              },
              sent === 0 ? 0 : gapMs,
            );
          });
        },
        cancel() {
          clearTimeout(timer);
        },
      });
      return new HttpResponse(body, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Length': String(chunks * piece.byteLength),
        },
      });
    }),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a record download that fails is not spent', () => {
  it.each(['lostReply', 'network', '500'] as const)(
    'a %s says so, offers a retry, and the retry downloads the file once',
    async (kind) => {
      const { download, save, spent } = await verified();
      // lostReply: the service sent the file, and it never arrived.
      failNext('GET', DOWNLOADS, kind);
      expect(await download()).toEqual(FAILED);
      expect(save).not.toHaveBeenCalled();
      expect(await spent()).toBe(false);

      expect(await download()).toEqual({ confirmed: true });
      expect(save).toHaveBeenCalledTimes(1);
      expect(await spent()).toBe(true);

      expect(await download()).toEqual(SPENT);
      expect(save).toHaveBeenCalledTimes(1);
    },
  );

  it('a browser that will not take the file leaves it unspent', async () => {
    const { download, save, spent } = await verified();
    save.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    expect(await download()).toEqual(FAILED);
    expect(await spent()).toBe(false);
  });

  it('a confirmation that gets no answer keeps the saved file, and the link still offers it', async () => {
    const { download, save, spent } = await verified();
    failNext('POST', DOWNLOADS, 'network');
    expect(await download()).toEqual({ confirmed: false });
    expect(save).toHaveBeenCalledTimes(1);
    expect(await spent()).toBe(false);
  });
});

describe('a slow record download', () => {
  it('finishes past 30 s while bytes keep arriving, reporting its progress', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { download, save, spent } = await verified();
    const timeouts: number[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'timeout')!;
    vi.spyOn(XMLHttpRequest.prototype, 'timeout', 'set').mockImplementation(function (
      this: XMLHttpRequest,
      ms: number,
    ) {
      timeouts.push(ms);
      descriptor.set!.call(this, ms);
    });
    slowFile(6, 10_000);
    const seen: DownloadProgress[] = [];
    const downloaded = download((progress) => seen.push(progress));
    for (let elapsed = 0; elapsed < 60_000; elapsed += 1_000) {
      await vi.advanceTimersByTimeAsync(1_000);
    }
    vi.useRealTimers();
    expect(await downloaded).toEqual({ confirmed: true });
    // No fixed limit on the request (jsdom's XMLHttpRequest would not enforce one: see
    // tests/api/stallTimeout.test.ts for what a browser does with it).
    // The first request is the download (the confirmation after it keeps the usual 30 s).
    expect(timeouts[0]).toBe(0);
    // 50 s from the first piece to the last.
    expect(save.mock.calls[0]![0].size).toBe(6 * 1024);
    expect(seen.at(-1)).toEqual({ loaded: 6 * 1024, total: 6 * 1024 });
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(await spent()).toBe(true);
  });

  it('is given up after 30 s without a byte, and is not spent', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { download, save, spent } = await verified();
    slowFile(6, 10_000, 2);
    let settled = false;
    const downloaded = download().finally(() => {
      settled = true;
    });
    // 10 s in: the second piece; 39 s: still within 30 s of it.
    await vi.advanceTimersByTimeAsync(39_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    vi.useRealTimers();
    expect(await downloaded).toEqual(FAILED);
    expect(save).not.toHaveBeenCalled();
    server.resetHandlers();
    expect(await spent()).toBe(false);
  });
});

// No session is asked for on the records link (the token in it is the key): a patient logged in
// in the same tab stays logged in whatever the service says of the link.
describe('the records link in a tab holding a session', () => {
  it('a link the service calls tokenNotValid is not valid, and ends no session', async () => {
    fakeTimeouts();
    server.use(
      http.get(`${env.apiUrl}/services2/medical/record/:token`, () =>
        HttpResponse.json({ type: 'tokenNotValid', message: 'Link expired' }, { status: 401 }),
      ),
    );
    const store = tabHolding('patient-token');
    expect(outcome(await store.dispatch(checkLink(RECORDS_TOKEN)))).toEqual({
      msg: { key: 'records:invalid' },
      retry: false,
    });
    await pastTheLogoutSecond();
    expect(store.getState().auth.loggedOutReason).toBeNull();
  });
});
