import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../src/app/store';
import { loginWithLink } from '../../src/features/auth/link/thunks';
import { logout } from '../../src/features/auth/logout';
import { restoreSession } from '../../src/features/auth/restoreSession';
import { storeSession } from '../../src/features/auth/session';
import { loadUser } from '../../src/features/auth/thunks';
import { loadMessages } from '../../src/features/messages/thunks';
import { sessionRestored } from '../../src/state/auth';
import { keysHolding, patientTab, watchStorageWrites } from '../builders/session';
import { PATIENTS } from '../builders/users';
import { getJson, tokenFor } from '../mocks/helpers';

// Issue 28 point 1 (security review E1): the session token in no storage a script can read. Every
// write to localStorage and sessionStorage is watched while a session starts, comes back and
// ends; none may hold the token, and none is left holding it. (The password login is in
// loginThunk.test.ts: it never holds the token at all.)

describe('the session token is written to no storage', () => {
  it('during a login by a mailed link', async () => {
    const writes = watchStorageWrites();
    const store = createStore();
    expect(
      loginWithLink.fulfilled.match(await store.dispatch(loginWithLink('auth-demo-token'))),
    ).toBe(true);
    await store.dispatch(loadMessages(1));
    const { token } = store.getState().auth;
    expect(token).toEqual(expect.any(String));
    expect(writes.holding(token ?? '')).toEqual([]);
    expect(keysHolding(token ?? '')).toEqual([]);
  });

  it('during a restore at boot, and the pages after it', async () => {
    const token = await tokenFor(PATIENTS.full);
    storeSession();
    const writes = watchStorageWrites();
    // What src/main.tsx does with a stored mark.
    const restored = await restoreSession();
    expect(restored).toMatchObject({ kind: 'restored', session: { token } });
    const store = createStore();
    if (restored.kind === 'restored') store.dispatch(sessionRestored(restored.session));
    await store.dispatch(loadUser());
    await store.dispatch(loadMessages(1));
    expect(store.getState().auth).toMatchObject({ token, isAuthenticated: true });
    expect(writes.holding(token)).toEqual([]);
    expect(keysHolding(token)).toEqual([]);
  });

  it('during a logout', async () => {
    const { store, token } = await patientTab(PATIENTS.full);
    const writes = watchStorageWrites();
    store.dispatch(logout('user'));
    // The service heard it (the logout names the token), so its call has been made.
    await vi.waitFor(async () => expect((await getJson('/me', token)).status).toBe(401));
    expect(writes.holding(token)).toEqual([]);
    expect(keysHolding(token)).toEqual([]);
  });
});
