import { afterEach, describe, expect, it, vi } from 'vitest';
import { endIdleSessionAtBoot } from '../../src/features/auth/bootSession';
import { readStorage, storageKeys, writeStorage } from '../../src/lib/storage';
import { idleCheckAtBoot } from '../builders/session';
import { getJson, tokenFor } from '../mocks/helpers';

// The idle check src/main.tsx runs before anything asks for the patient (the storage side of it
// is in tests/app/sessionStorage.test.ts): here, what the service hears and where the 5 minutes end.

const MINUTE = 60_000;

/**
 * A session of patient@example.com the mock clinic knows (its refresh cookie set by the login),
 * its mark stored with its last input `ago`. No tab holds its token yet: boot has not asked.
 */
async function storedSession(ago: number): Promise<string> {
  const token = await tokenFor('patient@example.com');
  writeStorage(storageKeys.session, 'the-mark');
  writeStorage(storageKeys.lastActivity, String(Date.now() - ago));
  return token;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the idle check at boot', () => {
  it('tells the service when it ends a session, so its token no longer works', async () => {
    const token = await storedSession(5 * MINUTE);
    // The logout names no token (no tab holds it): the service ends the session its cookie names.
    expect(await idleCheckAtBoot()).toBe(true);
    expect((await getJson('/me', token)).status).toBe(401);
  });

  it('leaves a session within the 5 minutes as it was, on the service too', async () => {
    const token = await storedSession(4 * MINUTE);
    const last = readStorage(storageKeys.lastActivity);
    expect(endIdleSessionAtBoot()).toBe(false);
    expect(readStorage(storageKeys.session)).toBe('the-mark');
    expect(readStorage(storageKeys.lastActivity)).toBe(last);
    expect((await getJson('/me', token)).status).toBe(200);
  });

  it('ends the session at 5 minutes to the millisecond', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    writeStorage(storageKeys.session, 'm');
    writeStorage(storageKeys.lastActivity, String(Date.now() - 5 * MINUTE + 1));
    expect(endIdleSessionAtBoot()).toBe(false);
    vi.setSystemTime(Date.now() + 1);
    expect(await idleCheckAtBoot()).toBe(true);
    expect(readStorage(storageKeys.session)).toBeNull();
  });

  it('without a stored session has nothing to end and writes nothing', () => {
    writeStorage(storageKeys.language, 'cn');
    expect(endIdleSessionAtBoot()).toBe(false);
    expect({ ...window.localStorage }).toEqual({ [storageKeys.language]: 'cn' });
  });
});
