import { describe, expect, it, onTestFinished } from 'vitest';
import { createStore } from '../../src/app/store';
import { forgetSession, recordActivity, storeSession } from '../../src/features/auth/session';
import { syncSessionAcrossTabs } from '../../src/features/auth/sessionSync';
import { readStorage, storageKeys, writeStorage } from '../../src/lib/storage';

// Another tab's change reaches this tab only as a storage event (a tab never hears its own
// writes), so each test writes the shared storage as the other tab would, then dispatches the
// event the browser would send here. The listener is the one src/main.tsx installs.

/** This tab, with its session ('mine') stored and its store listening as the app's does. */
function openTab() {
  writeStorage(storageKeys.token, 'mine');
  recordActivity();
  const store = createStore();
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
    changedElsewhere(storageKeys.token);
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
    changedElsewhere(storageKeys.token);
    expect(store.getState().auth).toMatchObject({ token: null, loggedOutReason: 'idle' });
  });

  it("another patient's login there ends it here, and their stored session is left alone", () => {
    const { store } = openTab();
    storeSession('theirs');
    changedElsewhere(storageKeys.token);
    expect(store.getState().auth).toMatchObject({ token: null, loggedOutReason: 'elsewhere' });
    expect(readStorage(storageKeys.token)).toBe('theirs');
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
      token: 'mine',
      loggedOutReason: null,
      leavingForLogin: false,
    });
  });

  it('is no longer heard once the tab stopped listening', () => {
    const { store, stop } = openTab();
    stop();
    forgetSession('mine', 'user');
    changedElsewhere(storageKeys.token);
    expect(store.getState().auth.token).toBe('mine');
  });
});
