import { describe, expect, it } from 'vitest';
import { msgText } from '../../src/api/message';
import { createStore } from '../../src/app/store';
import {
  forgetLinkToken,
  keepLinkToken,
  keptLinkToken,
  LINK_TOKEN_KEY,
} from '../../src/features/auth/link/linkToken';
import { loginWithLink } from '../../src/features/auth/link/thunks';
import { readStorage, storageKeys } from '../../src/lib/storage';
import { reset } from '../../src/testing/mock-clinic/controls';
import { linkShown } from '../builders/linkShown';
import { keysHolding } from '../builders/session';
import { getJson } from '../mocks/helpers';

const INVALID = 'This link is not valid or has expired.';

describe('a mailed login link works once', () => {
  it('answers a second use exactly like an unknown link', async () => {
    const first = await getJson('/auth-message/auth-demo-token');
    expect(first.body.success).toBe(true);
    const again = await getJson('/auth-message/auth-demo-token');
    const unknown = await getJson('/auth-message/no-such-token');
    expect(again).toEqual(unknown);
    expect(again.body).toEqual({ success: false, extras: { message: INVALID } });
  });

  it('is usable again after reset(), once', async () => {
    expect((await getJson('/auth-message/auth-demo-token')).body.success).toBe(true);
    reset();
    expect((await getJson('/auth-message/auth-demo-token')).body.success).toBe(true);
    expect((await getJson('/auth-message/auth-demo-token')).body.success).toBe(false);
  });

  it('logs in through the app once; the second time the patient reads why not', async () => {
    const store = createStore();
    const first = await store.dispatch(loginWithLink('auth-demo-token'));
    expect(loginWithLink.fulfilled.match(first)).toBe(true);
    // Kept like a password login: the login's mark with the login as its latest activity; the
    // token in the tab's memory only.
    const { token, mark } = store.getState().auth;
    expect(mark).not.toBeNull();
    expect(readStorage(storageKeys.session)).toBe(mark);
    expect(token).not.toBeNull();
    expect(keysHolding(token ?? '')).toEqual([]);
    expect(Number(readStorage(storageKeys.lastActivity))).toBeGreaterThan(Date.now() - 5_000);

    const second = await createStore().dispatch(loginWithLink('auth-demo-token'));
    expect(linkShown(second)).toEqual({ message: msgText(INVALID), goHome: true });
  });
});

describe('the kept link token', () => {
  it('lives in the tab until forgotten', () => {
    expect(keptLinkToken()).toBeNull();
    keepLinkToken('abc');
    expect(window.sessionStorage.getItem(LINK_TOKEN_KEY)).toBe('abc');
    expect(window.localStorage.getItem(LINK_TOKEN_KEY)).toBeNull();
    expect(keptLinkToken()).toBe('abc');
    forgetLinkToken();
    expect(keptLinkToken()).toBeNull();
  });
});
