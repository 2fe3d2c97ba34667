// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en/recovery.json';
import {
  digitsOnly,
  normaliseRecoveryEmail,
  validateRecoveryIdentify,
  validateRecoveryReset,
} from '../../src/features/auth/recovery/recoveryRules';

const identity = {
  email: 'patient@example.com',
  birthDay: '12',
  birthMonth: '04',
  birthYear: '1988',
};

describe('recovery step 1 (identify)', () => {
  it('passes a complete form with a bot token', () => {
    expect(validateRecoveryIdentify(identity, 'token')).toBeNull();
  });

  it('checks e-mail, then date of birth, then the bot check', () => {
    expect(
      validateRecoveryIdentify({ email: '  ', birthDay: '', birthMonth: '', birthYear: '' }, null),
    ).toBe('emailEmpty');
    expect(validateRecoveryIdentify({ ...identity, birthMonth: '' }, null)).toBe('dateOfBirth');
    expect(validateRecoveryIdentify(identity, null)).toBe('botCheck');
  });

  it.each(['birthDay', 'birthMonth', 'birthYear'] as const)('needs %s', (part) => {
    expect(validateRecoveryIdentify({ ...identity, [part]: '' }, 'token')).toBe('dateOfBirth');
  });

  it('trims and lowercases the e-mail', () => {
    expect(normaliseRecoveryEmail('  Mei.Chen@Example.COM ')).toBe('mei.chen@example.com');
  });

  it('keeps only the digits of the card number', () => {
    expect(digitsOnly('9698 658-215a')).toBe('9698658215');
    fc.assert(fc.property(fc.string(), (s) => /^\d*$/.test(digitsOnly(s))));
  });
});

describe('recovery step 3 (reset)', () => {
  const ok = { code: '123456', password: 'Newpass12', passwordConfirm: 'Newpass12' };

  it('passes a code with a matching password of 9 characters', () => {
    expect(validateRecoveryReset(ok)).toBeNull();
  });

  it('checks code, password, length, then the match, in that order', () => {
    expect(validateRecoveryReset({ code: ' ', password: '', passwordConfirm: 'x' })).toBe(
      'codeEmpty',
    );
    expect(validateRecoveryReset({ ...ok, password: '', passwordConfirm: 'x' })).toBe(
      'passwordEmpty',
    );
    expect(validateRecoveryReset({ ...ok, password: 'short123', passwordConfirm: 'x' })).toBe(
      'passwordShort',
    );
    expect(validateRecoveryReset({ ...ok, passwordConfirm: 'Newpass22' })).toBe('mismatch');
  });

  it('accepts any password of more than 8 characters that is confirmed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 9 }), (password) => {
        expect(validateRecoveryReset({ code: '1', password, passwordConfirm: password })).toBe(
          null,
        );
      }),
    );
  });
});

describe('recovery messages', () => {
  it('say exactly what docs/account.md#recovery-rules-and-messages says', () => {
    expect(en.errors).toEqual({
      emailEmpty: 'Email input cannot be empty.',
      dateOfBirth:
        'Date of birth is invalid, Contact us at {{email}} if you continue having difficulty with your password.',
      botCheck: 'Please verify you are not a bot.',
      codeEmpty: 'Input Code input cannot be empty.',
      passwordEmpty: 'Password input cannot be empty.',
      passwordShort: 'The length of password must be greater than 8.',
      mismatch: 'New Password and Confirm New Password do not match.',
      notValidated: 'Failed validating your information.',
      server: 'Server error',
      unknown: 'An unknown error has occurred.',
      resetUnknown: 'Unknown error occured.',
    });
  });
});
