// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROVINCE_CODES } from '../../src/lib/provinces';
import {
  PROFILE_FIELDS,
  trimProfile,
  validateProfile,
  type ProfileValues,
} from '../../src/features/account/profileRules';
import {
  firstChangePasswordField,
  validateChangePassword,
} from '../../src/features/account/changePasswordRules';
import { normaliseEmailInput } from '../../src/features/auth/rules/email';
import { canSubmitLogin, validateLogin } from '../../src/features/auth/loginRules';
import {
  digitsOnly,
  normaliseRecoveryEmail,
  validateRecoveryIdentify,
  validateRecoveryReset,
} from '../../src/features/auth/recovery/recoveryRules';
import { RUNS, hostileString, isMessageKey, maybeBlank, passwordAndConfirm } from './arbitraries';

describe('login, recovery and password rules under hostile input', { timeout: 30_000 }, () => {
  it('login: known messages only; a blank e-mail or an empty password is never accepted', () => {
    fc.assert(
      fc.property(
        maybeBlank,
        maybeBlank,
        fc.option(hostileString),
        fc.boolean(),
        (email, password, bot, loading) => {
          const error = validateLogin({ email, password });
          if (error) expect(isMessageKey(`auth:login.errors.${error}`)).toBe(true);
          if (normaliseEmailInput(email) === '') expect(error).toBe('emailEmpty');
          else if (password === '') expect(error).toBe('passwordEmpty');
          else expect(error).toBeNull();
          const can = canSubmitLogin({ email, password }, bot, loading);
          if (can) expect(email !== '' && password !== '' && Boolean(bot) && !loading).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('the e-mail sent has no white space and no capitals, whatever was typed', () => {
    fc.assert(
      fc.property(hostileString, (email) => {
        const sent = normaliseEmailInput(email);
        expect(sent).not.toMatch(/\s/);
        expect(sent).toBe(sent.toLowerCase());
        expect(normaliseRecoveryEmail(email)).toBe(normaliseRecoveryEmail(email).trim());
      }),
      RUNS,
    );
  });

  it('recovery step 1: known messages; never accepted blank, without a date or a bot check', () => {
    fc.assert(
      fc.property(
        fc.record({
          email: maybeBlank,
          birthDay: maybeBlank,
          birthMonth: maybeBlank,
          birthYear: maybeBlank,
        }),
        fc.option(hostileString),
        (values, bot) => {
          const error = validateRecoveryIdentify(values, bot);
          if (error) expect(isMessageKey(`recovery:errors.${error}`)).toBe(true);
          else {
            expect(normaliseRecoveryEmail(values.email)).not.toBe('');
            expect(values.birthDay && values.birthMonth && values.birthYear).toBeTruthy();
            expect(bot).toBeTruthy();
          }
        },
      ),
      RUNS,
    );
  });

  it('the B.C. Services Card field keeps ASCII digits only', () => {
    fc.assert(
      fc.property(hostileString, (value) => {
        expect(digitsOnly(value)).toMatch(/^[0-9]*$/);
      }),
      RUNS,
    );
  });

  it('recovery step 3: known messages; accepted only with a code and two equal passwords of 8+', () => {
    fc.assert(
      fc.property(maybeBlank, passwordAndConfirm, (code, { password, passwordConfirm }) => {
        const values = { code, password, passwordConfirm };
        const error = validateRecoveryReset(values);
        if (error) expect(isMessageKey(`recovery:errors.${error}`)).toBe(true);
        else {
          expect(code.trim()).not.toBe('');
          expect(password.length).toBeGreaterThanOrEqual(8);
          expect(values.passwordConfirm).toBe(password);
        }
      }),
      RUNS,
    );
  });

  it('change password: known messages per field; accepted only when all three rules hold', () => {
    fc.assert(
      fc.property(maybeBlank, passwordAndConfirm, (current, { password, passwordConfirm }) => {
        const values = { currentPassword: current, password, passwordConfirm };
        const errors = validateChangePassword(values);
        for (const [field, error] of Object.entries(errors)) {
          expect(['currentPassword', 'password', 'passwordConfirm']).toContain(field);
          expect(isMessageKey(`account:password.errors.${error}`)).toBe(true);
        }
        const first = firstChangePasswordField(errors);
        if (first === null) {
          expect(current.length).toBeGreaterThanOrEqual(8);
          expect(password.length).toBeGreaterThanOrEqual(8);
          expect(values.passwordConfirm).toBe(password);
        } else {
          expect(errors[first]).toBeDefined();
        }
      }),
      RUNS,
    );
  });
});

describe('the profile form under hostile input', { timeout: 30_000 }, () => {
  const VALID: ProfileValues = {
    sex: 'Other',
    address: '6060 Minoru Blvd',
    city: 'Richmond',
    province: 'BC',
    postal: 'V6Y 1Y2',
    country: 'Canada',
    mobilePhone: '604-555-0111',
    phone: '',
    internationalPhone: '',
    preferredPharmacy: 'ph-1',
    familyDoc: 'yes',
  };
  const values = fc
    .array(fc.tuple(fc.constantFrom(...PROFILE_FIELDS), maybeBlank), { minLength: 1, maxLength: 3 })
    .map((changes) => ({ ...VALID, ...Object.fromEntries(changes) }) as ProfileValues);

  it('names known messages and real fields; accepts only filled, well-formed details', () => {
    let accepted = 0;
    fc.assert(
      fc.property(values, fc.boolean(), (raw, hadPharmacy) => {
        const problem = validateProfile(raw, { hadPharmacy });
        if (problem) {
          expect(isMessageKey(`account:profile.errors.${problem.error}`)).toBe(true);
          expect(problem.fields.length).toBeGreaterThan(0);
          for (const field of problem.fields) expect(PROFILE_FIELDS).toContain(field);
          return;
        }
        accepted += 1;
        const v = trimProfile(raw);
        for (const field of ['address', 'city', 'province', 'postal', 'country'] as const) {
          expect(v[field], field).not.toBe('');
        }
        if (hadPharmacy) expect(v.preferredPharmacy).not.toBe('');
        expect(v.mobilePhone + v.phone + v.internationalPhone).not.toBe('');
        if (v.mobilePhone) expect(v.mobilePhone.replace(/-/g, '')).toMatch(/^[0-9]{10}$/);
        if (v.phone) expect(v.phone.replace(/-/g, '')).toMatch(/^[0-9]{10}$/);
        if (v.internationalPhone) expect(v.internationalPhone).toMatch(/^[0-9]+$/);
        expect([...PROVINCE_CODES, 'Other']).toContain(v.province);
        expect(['Male', 'Female', 'Other']).toContain(v.sex);
      }),
      RUNS,
    );
    expect(accepted).toBeGreaterThan(10);
  });
});
