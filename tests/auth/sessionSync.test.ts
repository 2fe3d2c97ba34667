import { describe, expect, it, onTestFinished } from 'vitest';
import { forgetSession, recordActivity, storeSession } from '../../src/features/auth/session';
import { syncSessionAcrossTabs } from '../../src/features/auth/sessionSync';
import { readStorage, storageKeys, writeStorage } from '../../src/lib/storage';
import { tabHolding } from '../builders/session';

// Another tab's change reaches this tab only as a storage event (a tab never hears its own
// writes), so each test writes the shared storage as the other tab would, then dispatches the
// event the browser would send here. The listener is the one src/main.tsx installs.

/**
 * This tab, holding its session (token 'my-token', shared as the mark 'mine') and its store
 * listening as the app's does.
 */
function openTab() {
  const store = tabHolding('my-token', { mark: 'mine' });
  recordActivity();
  const stop = syncSessionAcrossTabs(store.dispatch);
  onTestFinished(stop);
  return { store, stop };
}

/** The event a change of `key` in another tab causes here (null: the storage was cleared). */
function changedElsewhere(key: string | null) {
  window.dispatchEvent(
    new StorageEvent('storage', {
      key,
      newValue: key === null ? null : readStorage(key),
      storageArea: window.localStorage,
    }),
  );
}

describe('a storage event from another tab', () => {
  it('a logout there ends the session here as "logged out in another tab"', () => {
    const { store } = openTab();
    forgetSession('mine', 'user');
    changedElsewhere(storageKeys.session);
    expect(store.getState().auth).toMatchObject({
      token: null,
      isAuthenticated: false,
      loggedOutReason: 'elsewhere',
      leavingForLogin: true,
    });
  });

  it('an idle logout there ends it here as idle', () => {
    const { store } = openTab();
    forgetSession('mine', 'idle');
    changedElsewhere(storageKeys.session);
    expect(store.getState().auth).toMatchObject({ token: null, loggedOutReason: 'idle' });
  });

  it("another patient's login there ends it here, and their stored session is left alone", () => {
    const { store } = openTab();
    storeSession('theirs');
    changedElsewhere(storageKeys.session);
    expect(store.getState().auth).toMatchObject({ token: null, loggedOutReason: 'elsewhere' });
    expect(readStorage(storageKeys.session)).toBe('theirs');
  });

  it('the whole storage cleared there (the key is null) ends it here', () => {
    const { store } = openTab();
    window.localStorage.clear();
    changedElsewhere(null);
    expect(store.getState().auth).toMatchObject({ token: null, leavingForLogin: true });
  });

  it("another tab's activity or language leaves the session as it is", () => {
    const { store } = openTab();
    recordActivity(Date.now() + 1);
    changedElsewhere(storageKeys.lastActivity);
    writeStorage(storageKeys.language, 'cn');
    changedElsewhere(storageKeys.language);
    expect(store.getState().auth).toMatchObject({
      token: 'my-token',
      mark: 'mine',
      loggedOutReason: null,
      leavingForLogin: false,
    });
  });

  it('is no longer heard once the tab stopped listening', () => {
    const { store, stop } = openTab();
    stop();
    forgetSession('mine', 'user');
    changedElsewhere(storageKeys.session);
    expect(store.getState().auth.token).toBe('my-token');
  });
});
