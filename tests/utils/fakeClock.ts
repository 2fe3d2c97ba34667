import { setTimeout as realTurn } from 'node:timers/promises';
import { expect, onTestFinished, vi } from 'vitest';
import type { AppStore } from '../../src/app/store';
import { TOKEN_NOT_VALID_LOGOUT_MS } from '../../src/features/auth/listeners';
import { server } from '../../src/testing/mock-clinic/node';

// The portal's waits (a refused session logged out a second later, a failed /me asked again
// after 2 s, a page that stops waiting for the announcements) on a clock the test moves. The
// suite runs in one worker (vite.config.ts): every second a test sat out on the wall clock was a
// second of CI, and the fake clock also lets a test look 1 ms before the moment and at it.

/** Calls to the mock clinic made since fakeTimeouts() and not answered yet (by request id). */
const onTheirWay = new Set<string>();
const started = ({ requestId }: { requestId: string }) => onTheirWay.add(requestId);
const ended = ({ requestId }: { requestId: string }) => onTheirWay.delete(requestId);

/**
 * Puts this test's setTimeout and clearTimeout on a fake clock that moves only when the test
 * moves it (vi.advanceTimersByTimeAsync). Only those two: Date stays real, and the mock clinic
 * answers through promises and real turns of the event loop, which go on as usual.
 *
 * A file that calls it gives the real timers back in its own afterEach
 * (`afterEach(() => vi.useRealTimers())`): tests/setup.ts's afterEach, which runs after the
 * file's, waits on setTimeout; onTestFinished would come too late for it.
 */
export function fakeTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  onTheirWay.clear();
  server.events.on('request:start', started);
  server.events.on('request:end', ended);
  server.events.on('unhandledException', ended);
  onTestFinished(() => {
    server.events.removeListener('request:start', started);
    server.events.removeListener('request:end', ended);
    server.events.removeListener('unhandledException', ended);
  });
}

const QUIET_TURNS = 3;
const ANSWER_LIMIT_MS = 5_000;

/**
 * Waits, in real time and with the fake clock standing still, until no call to the mock clinic
 * is on its way and what answered it has run (as tests/setup.ts drains after each test): what a
 * timer set off, a retried /me or a crash report, has then been asked and answered.
 */
export async function callsAnswered(): Promise<void> {
  const deadline = Date.now() + ANSWER_LIMIT_MS;
  let quiet = 0;
  while (quiet < QUIET_TURNS) {
    if (Date.now() > deadline) throw new Error(`${onTheirWay.size} calls still unanswered`);
    await realTurn(0);
    quiet = onTheirWay.size === 0 ? quiet + 1 : 0;
  }
}

/**
 * docs/account.md#expired-token: the session `store` holds, refused just now, is still there
 * 1 ms before the second is up and logged out as expired at the second.
 */
export async function expectLogoutAfterOneSecond(store: AppStore): Promise<void> {
  const { token } = store.getState().auth;
  await vi.advanceTimersByTimeAsync(TOKEN_NOT_VALID_LOGOUT_MS - 1);
  expect(store.getState().auth, '1 ms before the second').toMatchObject({
    token,
    loggedOutReason: null,
  });
  await vi.advanceTimersByTimeAsync(1);
  expect(store.getState().auth, 'at the second').toMatchObject({
    token: null,
    loggedOutReason: 'expired',
  });
}

/** The fake clock moved past the second after which a refused session would be logged out. */
export async function pastTheLogoutSecond(): Promise<void> {
  await vi.advanceTimersByTimeAsync(TOKEN_NOT_VALID_LOGOUT_MS + 100);
}
