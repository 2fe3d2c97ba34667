import { describe, expect, it } from 'vitest';
import { TOKEN_NOT_VALID_LOGOUT_MS } from '../../src/features/auth/listeners';
import { readSession, sessionKeys, writeSession } from '../../src/lib/storage';
import { sessionRefused } from '../../src/state/session';
import { tabHolding } from '../builders/session';

// tests/setup.ts stops every store when its test ends. Without that, a store's waiting logout
// (a second after a refused session) ran into the next test, which shares this window's storage,
// and cleared its request draft: tests/payment/lostReply.test.tsx failed that way on a clean CI.

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a store from a finished test', () => {
  it('leaves a refused session waiting for its logout as the test ends', () => {
    const store = tabHolding('ending');
    store.dispatch(sessionRefused());
    expect(store.getState().auth.token).toBe('ending');
  });

  it('does not act in the next test', async () => {
    writeSession(sessionKeys.requestDraft, 'next test’s draft');
    await wait(TOKEN_NOT_VALID_LOGOUT_MS + 300);
    expect(readSession(sessionKeys.requestDraft)).toBe('next test’s draft');
  });
});
