import { selectMessages } from '../../src/features/messages/slice';
import { selectMedicalInfo } from '../../src/features/medicalInfo/slice';
import { selectForms } from '../../src/features/requests/slice';
import { renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createStore } from '../../src/app/store';
import { logout } from '../../src/features/auth/logout';
import {
  forgetSession,
  newMark,
  recentEndReason,
  storeSession,
} from '../../src/features/auth/session';
import { endIfChangedElsewhere, syncSessionAcrossTabs } from '../../src/features/auth/sessionSync';
import { loadUser } from '../../src/features/auth/thunks';
import { useIdleLogout } from '../../src/features/auth/useIdleLogout';
import {
  readSession,
  readStorage,
  storageKeys,
  writeSession,
  writeStorage,
} from '../../src/lib/storage';
import { idleCheckAtBoot, patientTab, tabHolding } from '../builders/session';
import { getJson, tokenFor } from '../mocks/helpers';

const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

describe('a stored session at boot', () => {
  it('is ended when idle for 5 minutes, before anything asks for the patient', async () => {
    writeStorage(storageKeys.session, 'm');
    writeStorage(storageKeys.lastActivity, String(Date.now() - 5 * MINUTE));
    writeSession('forms.request', '{"reason":"flu"}');
    expect(await idleCheckAtBoot()).toBe(true);
    expect(readStorage(storageKeys.session)).toBeNull();
    expect(readStorage(storageKeys.lastActivity)).toBeNull();
    expect(readSession('forms.request')).toBeNull();
    expect(recentEndReason()).toBe('idle');
  });

  it('is ended when its last activity is unknown (an hour later, or never kept)', async () => {
    writeStorage(storageKeys.session, 'm');
    expect(await idleCheckAtBoot()).toBe(true);
  });

  it('is kept within the 5 minutes, and opening the app does not refresh its time', async () => {
    const last = Date.now() - 4 * MINUTE;
    const mark = newMark();
    writeStorage(storageKeys.session, mark);
    writeStorage(storageKeys.lastActivity, String(last));
    // What src/main.tsx does (the service gives the token back), then the idle logout every
    // patient page runs (PatientSession).
    expect(await idleCheckAtBoot()).toBe(false);
    const store = tabHolding(await tokenFor('patient@example.com'), { mark });
    onTestFinished(syncSessionAcrossTabs(store.dispatch));
    await store.dispatch(loadUser());
    expect(store.getState().auth.isAuthenticated).toBe(true);
    renderHook(useIdleLogout, {
      wrapper: ({ children }) =>
        createElement(Provider, { store, children: createElement(MemoryRouter, null, children) }),
    });
    expect(readStorage(storageKeys.lastActivity)).toBe(String(last));
  });
});

describe('ending a session', () => {
  it("leaves another patient's newer stored session alone", () => {
    storeSession('theirs');
    forgetSession('mine', 'user');
    expect(readStorage(storageKeys.session)).toBe('theirs');
  });

  it("removes a paid form's id that earlier versions kept and nothing reads", () => {
    writeStorage('formId', '6543abcdef0123456789abcd');
    storeSession('mine');
    forgetSession('mine', 'user');
    expect(readStorage('formId')).toBeNull();
  });

  it('logs the session out on the service too', async () => {
    const token = await tokenFor('patient@example.com');
    const store = tabHolding(token);
    store.dispatch(logout('user'));
    await vi.waitFor(async () => expect((await getJson('/me', token)).status).toBe(401));
  });

  it('in another tab: this tab lets go without touching the stored session', () => {
    const store = tabHolding('t', { mark: 'mine' });
    writeStorage(storageKeys.lastActivity, String(Date.now()));
    // Someone logs in in another tab.
    storeSession('theirs');
    store.dispatch(endIfChangedElsewhere);
    expect(store.getState().auth).toMatchObject({
      token: null,
      mark: null,
      loggedOutReason: 'elsewhere',
      leavingForLogin: true,
    });
    expect(readStorage(storageKeys.session)).toBe('theirs');
  });

  it('in another tab that went idle: this tab says so', () => {
    const store = tabHolding('t', { mark: 'mine' });
    forgetSession('mine', 'idle');
    store.dispatch(endIfChangedElsewhere);
    expect(store.getState().auth.loggedOutReason).toBe('idle');
  });
});

describe('a tab whose session another tab ended', () => {
  it('holds no patient data in its store', async () => {
    const { store } = await patientTab('patient@example.com');
    const { loadMessages } = await import('../../src/features/messages/thunks');
    await store.dispatch(loadMessages(1));
    expect(store.getState().user.data).not.toBeNull();
    expect(selectMessages(store.getState())).not.toEqual(createStore().getState().messages);
    storeSession('theirs');
    store.dispatch(endIfChangedElsewhere);
    const empty = createStore().getState();
    expect(store.getState().user).toEqual(empty.user);
    expect(selectMessages(store.getState())).toEqual(empty.messages);
    expect(selectMedicalInfo(store.getState())).toEqual(empty.medicalInfo);
    expect(selectForms(store.getState())).toEqual(empty.forms);
  });
});
