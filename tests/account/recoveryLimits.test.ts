import { afterEach, describe, expect, it, vi } from 'vitest';
import { msgText } from '../../src/api/message';
import { failureOf } from '../../src/state/serviceThunk';
import { createStore } from '../../src/app/store';
import {
  resetPassword,
  sendResetCode,
  validateIdentity,
} from '../../src/features/auth/recovery/thunks';
import { mailbox } from '../../src/testing/mock-clinic/controls';
import { PASSWORD_MESSAGES } from '../../src/testing/mock-clinic/handlers/password';
import { recoveryIdentity } from '../mocks/helpers';

// The recovery page's calls against a mock clinic that limits codes (issue 14 point 10): what
// the patient reads at each refusal is the service's own words.

const identity = recoveryIdentity();

const code = () => mailbox()[0]?.code ?? '';
const wrong = (right: string) => (right === '111111' ? '222222' : '111111');

afterEach(() => {
  vi.useRealTimers();
});

describe('password recovery against a careful service', () => {
  it('refuses to mail a code before the identity step', async () => {
    const result = await createStore().dispatch(sendResetCode(identity.email));
    expect(failureOf(result)?.msg).toEqual(msgText(PASSWORD_MESSAGES.validateFirst));
    expect(mailbox()).toEqual([]);
  });

  it('tells the patient to ask for a new code after 10 minutes, and the new one works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const store = createStore();
    await store.dispatch(validateIdentity(identity));
    await store.dispatch(sendResetCode(identity.email));
    const first = code();
    vi.setSystemTime(new Date('2026-11-24T10:10:01Z'));
    const late = await store.dispatch(
      resetPassword({ email: identity.email, code: first, password: 'Sunrise#2027' }),
    );
    expect(failureOf(late)?.msg).toEqual(msgText(PASSWORD_MESSAGES.codeExpired));
    // "Send me a new code" (the identity step was 10 minutes ago: still recent enough).
    expect(sendResetCode.fulfilled.match(await store.dispatch(sendResetCode(identity.email)))).toBe(
      true,
    );
    const fresh = await store.dispatch(
      resetPassword({ email: identity.email, code: code(), password: 'Sunrise#2027' }),
    );
    expect(resetPassword.fulfilled.match(fresh)).toBe(true);
  });

  it('locks the code after 5 wrong tries and says to ask for a new one', async () => {
    const store = createStore();
    await store.dispatch(validateIdentity(identity));
    await store.dispatch(sendResetCode(identity.email));
    const right = code();
    const attempt = (value: string) =>
      store.dispatch(
        resetPassword({ email: identity.email, code: value, password: 'Sunrise#2027' }),
      );
    for (let n = 0; n < 4; n += 1) {
      expect(failureOf(await attempt(wrong(right)))?.msg).toEqual(
        msgText(PASSWORD_MESSAGES.badCode),
      );
    }
    expect(failureOf(await attempt(wrong(right)))?.msg).toEqual(
      msgText(PASSWORD_MESSAGES.tooManyTries),
    );
    expect(failureOf(await attempt(right))?.msg).toEqual(msgText(PASSWORD_MESSAGES.tooManyTries));
  });

  it('asks for the identity step again once it is 15 minutes old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const store = createStore();
    await store.dispatch(validateIdentity(identity));
    vi.setSystemTime(new Date('2026-11-24T10:15:01Z'));
    const result = await store.dispatch(sendResetCode(identity.email));
    expect(failureOf(result)?.msg).toEqual(msgText(PASSWORD_MESSAGES.validateFirst));
  });
});
