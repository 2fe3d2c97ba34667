import { describe, expect, it } from 'vitest';
import { msgKey, msgText } from '../../src/api/message';
import { createStore } from '../../src/app/store';
import { loginWithLink } from '../../src/features/auth/link/thunks';
import { failureOf } from '../../src/state/serviceThunk';
import {
  resetPassword,
  sendResetCode,
  validateIdentity,
} from '../../src/features/auth/recovery/thunks';
import { readStorage, storageKeys } from '../../src/lib/storage';
import { failNext, mailbox } from '../../src/testing/mock-clinic/controls';
import { linkShown } from '../builders/linkShown';
import { login, recoveryIdentity } from '../mocks/helpers';

describe('login by link', () => {
  it('auth-demo-token logs in as patient@example.com', async () => {
    const store = createStore();
    const result = await store.dispatch(loginWithLink('auth-demo-token'));
    expect(loginWithLink.fulfilled.match(result)).toBe(true);
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(store.getState().user.data?.email).toBe('patient@example.com');
    // The login's mark is shared with the other tabs; the token stays in the tab's memory.
    expect(store.getState().auth).toMatchObject({
      token: expect.any(String),
      mark: expect.any(String),
    });
    expect(readStorage(storageKeys.session)).toBe(store.getState().auth.mark);
  });

  it("an unknown token shows the service's message and goes home", async () => {
    const store = createStore();
    const result = await store.dispatch(loginWithLink('no-such-token'));
    expect(linkShown(result)).toEqual({
      message: msgText('This link is not valid or has expired.'),
      goHome: true,
    });
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(readStorage(storageKeys.session)).toBeNull();
  });

  it("a missing token says 'no token detected'", async () => {
    const result = await createStore().dispatch(loginWithLink('  '));
    expect(linkShown(result)).toEqual({ message: msgKey('authLink:errors.noToken'), goHome: true });
  });

  it("a network failure says 'server error' and stays", async () => {
    failNext('GET', '/auth-message/auth-demo-token', 'network');
    const result = await createStore().dispatch(loginWithLink('auth-demo-token'));
    expect(linkShown(result)).toEqual({ message: msgKey('authLink:errors.server'), goHome: false });
  });
});

describe('password recovery calls', () => {
  const identity = recoveryIdentity({ email: '  Patient@Example.com ' });

  it('validates, mails a code and resets the password with it', async () => {
    const store = createStore();
    expect(validateIdentity.fulfilled.match(await store.dispatch(validateIdentity(identity)))).toBe(
      true,
    );
    expect(sendResetCode.fulfilled.match(await store.dispatch(sendResetCode(identity.email)))).toBe(
      true,
    );
    const code = mailbox()[0]?.code ?? '';
    const reset = await store.dispatch(
      resetPassword({ email: identity.email, code: ` ${code} `, password: 'Sunrise#2027' }),
    );
    expect(resetPassword.fulfilled.match(reset)).toBe(true);
    expect((await login('patient@example.com', 'Sunrise#2027')).body.success).toBe(true);
  });

  it("shows the service's words when it refuses", async () => {
    const store = createStore();
    const wrong = await store.dispatch(validateIdentity({ ...identity, birthYear: '1989' }));
    expect(failureOf(wrong)?.msg).toEqual(msgText('Failed validating your information.'));
    const badCode = await store.dispatch(
      resetPassword({ email: identity.email, code: '000000', password: 'Sunrise#2027' }),
    );
    expect(failureOf(badCode)?.msg).toEqual(msgText('The reset code is not valid or has expired.'));
  });

  it("says 'Server error' when the call fails", async () => {
    failNext('POST', '/login/forgot', '500');
    const result = await createStore().dispatch(sendResetCode(identity.email));
    expect(failureOf(result)?.msg).toEqual(msgKey('recovery:errors.server'));
  });
});
