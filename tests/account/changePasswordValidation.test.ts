import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en/account.json';
import {
  firstChangePasswordField,
  validateChangePassword,
} from '../../src/features/account/changePasswordRules';

const ok = { currentPassword: 'Clinic2026!', password: 'Newpass12', passwordConfirm: 'Newpass12' };

describe('change password rules (docs/account.md#change-password)', () => {
  it('passes a current password and a confirmed new one of 9 characters', () => {
    expect(validateChangePassword(ok)).toEqual({});
  });

  it('says what each empty field needs', () => {
    expect(
      validateChangePassword({ currentPassword: '', password: '', passwordConfirm: '' }),
    ).toEqual({
      currentPassword: 'currentEmpty',
      password: 'passwordEmpty',
      passwordConfirm: 'confirmEmpty',
    });
  });

  it('wants at least 8 characters in the current password and more than 8 in the new one', () => {
    expect(validateChangePassword({ ...ok, currentPassword: 'short12' })).toEqual({
      currentPassword: 'currentShort',
    });
    expect(validateChangePassword({ ...ok, currentPassword: 'short123' })).toEqual({});
    expect(
      validateChangePassword({ ...ok, password: 'short123', passwordConfirm: 'short123' }),
    ).toEqual({ password: 'passwordShort' });
  });

  it('wants the two new passwords to match, once the new one is acceptable', () => {
    expect(validateChangePassword({ ...ok, passwordConfirm: 'Newpass22' })).toEqual({
      passwordConfirm: 'mismatch',
    });
    expect(validateChangePassword({ ...ok, password: 'short', passwordConfirm: 'other' })).toEqual({
      password: 'passwordShort',
    });
  });

  it('never trims: spaces are characters of a password', () => {
    expect(
      validateChangePassword({ ...ok, password: '         ', passwordConfirm: '         ' }),
    ).toEqual({});
  });

  it('puts the focus on the first field in error, in screen order', () => {
    expect(
      firstChangePasswordField({ passwordConfirm: 'mismatch', password: 'passwordShort' }),
    ).toBe('password');
    expect(firstChangePasswordField({})).toBeNull();
  });

  it('has the spec words for every message', () => {
    expect(en.password.errors).toEqual({
      currentEmpty: 'Please enter the current password.',
      currentShort: 'Your current password must be at least 8 characters.',
      passwordEmpty: 'Please enter a password.',
      confirmEmpty: 'Please confirm your password.',
      passwordShort: 'The length of password must be greater than 8',
      mismatch: 'The passwords you entered does not match',
      failed: 'Your password could not be changed. Please try again.',
    });
    expect(en.password.changed).toBe('Your password has been changed successfully.');
  });
});
