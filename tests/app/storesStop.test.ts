import { afterAll, describe, expect, it, vi } from 'vitest';
import { TOKEN_NOT_VALID_LOGOUT_MS } from '../../src/features/auth/listeners';
import { readSession, sessionKeys, writeSession } from '../../src/lib/storage';
import { sessionRefused } from '../../src/state/session';
import { tabHolding } from '../builders/session';

// tests/setup.ts stops every store when its test ends. Without that, a store's waiting logout
// (a second after a refused session) ran into the next test, which shares this window's storage,
// and cleared its request draft: tests/payment/lostReply.test.tsx failed that way on a clean CI.

// The two tests share one fake clock, so that the second can run the first one's second out
// without sitting it out. It moves with real time too (shouldAdvanceTime) between them, where
// tests/setup.ts's afterEach waits on setTimeout; the real timers are back when the describe ends.
describe('a store from a finished test', () => {
  afterAll(() => {
    vi.useRealTimers();
  });

  it('leaves a refused session waiting for its logout as the test ends', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const store = tabHolding('ending');
    store.dispatch(sessionRefused());
    expect(store.getState().auth.token).toBe('ending');
  });

  it('does not act in the next test', async () => {
    expect(vi.isFakeTimers(), 'run with the test before it').toBe(true);
    writeSession(sessionKeys.requestDraft, 'next test’s draft');
    await vi.advanceTimersByTimeAsync(TOKEN_NOT_VALID_LOGOUT_MS + 300);
    expect(readSession(sessionKeys.requestDraft)).toBe('next test’s draft');
  });
});
