import { describe, expect, it } from 'vitest';
import { loadUser } from '../../src/features/auth/thunks';
import { login } from '../../src/features/auth/loginThunk';
import {
  readSession,
  readStorage,
  sessionKeys,
  storageKeys,
  writeSession,
} from '../../src/lib/storage';
import { createStore } from '../../src/app/store';
import { SEEDED_PASSWORD } from '../builders/users';
import { setLatency } from '../../src/testing/mock-clinic/controls';
import { PATIENTS } from '../builders/users';
import { loggedInStore } from '../utils/render';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an answer still on its way as a test ends', () => {
  it('leaves a slow /me behind', async () => {
    const store = await loggedInStore(PATIENTS.full);
    setLatency(5_000);
    void store.dispatch(loadUser());
  });

  it('does not end the next test’s session or clear its draft', async () => {
    writeSession(sessionKeys.requestDraft, 'next test’s draft');
    await wait(300);
    expect(readSession(sessionKeys.requestDraft)).toBe('next test’s draft');
  });

  it('leaves a slow login behind', () => {
    setLatency(5_000);
    void createStore().dispatch(
      login({ email: PATIENTS.full, password: SEEDED_PASSWORD, recaptcha: 'test-token' }),
    );
  });

  it('does not log the next test in', async () => {
    await wait(300);
    expect(readStorage(storageKeys.session)).toBeNull();
  });
});
