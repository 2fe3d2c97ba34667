// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidBcHealthNumber } from '../../src/features/auth/rules/bcHealthNumber';
import type {
  RegistrationField,
  RegistrationValues,
} from '../../src/features/auth/register/registrationFields';
import {
  normaliseRegistration,
  toRegistrationPayload,
} from '../../src/features/auth/register/registrationPayload';
import { validate } from '../../src/features/auth/register/registrationRules';
import { RUNS, blank, hostileString, isMessageKey } from './arbitraries';
import { PHARMACY, VALID_REGISTRATION } from '../builders/registration';

const VALID = VALID_REGISTRATION;

const TEXT_FIELDS = (Object.keys(VALID) as RegistrationField[]).filter(
  (field) => typeof VALID[field] === 'string',
);

/** The fields docs/account.md#registration-rules-and-messages checks for symbols (all but passwords, address, e-mails, bot check). */
const SYMBOL_CHECKED: RegistrationField[] = [
  'firstName',
  'lastName',
  'gender',
  'birthDay',
  'birthMonth',
  'birthYear',
  'city',
  'province',
  'postal',
  'country',
  'mobilePhone1',
  'mobilePhone2',
  'mobilePhone3',
  'phone1',
  'phone2',
  'phone3',
  'internationalPhone',
  'healthCardProvince',
  'healthCardNumber',
  'healthCardNumberConfirm',
];

/** Markup, control and direction characters, emoji: what no name, city or number holds. */
const DANGEROUS =
  /[<>"`;=/\\{}[\]$%@#*|^~+!?]|\p{Cc}|\p{Co}|\p{Cs}|\p{So}|[\u202A-\u202E\u2066-\u2069\u200E\u200F]/u;

/** A valid registration with one to four fields replaced by hostile text (or made blank). */
const hostileValues = fc
  .array(
    fc.tuple(
      fc.constantFrom(...TEXT_FIELDS),
      fc.oneof({ weight: 5, arbitrary: hostileString }, { weight: 1, arbitrary: blank }),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .chain((changes) =>
    fc
      .record({
        agreement: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, fc.constant(false)),
        pharmacy: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, fc.constant(false)),
      })
      .map(({ agreement, pharmacy }) => {
        const values: RegistrationValues = {
          ...VALID,
          agreement,
          preferredPharmacy: pharmacy ? PHARMACY : null,
        };
        const record = values as unknown as Record<string, string>;
        for (const [field, value] of changes) record[field] = value;
        // The form fills both e-mail fields and both passwords alike more often than not.
        if (changes.some(([field]) => field === 'email')) values.emailConfirm = values.email;
        if (changes.some(([field]) => field === 'password')) {
          values.passwordConfirm = values.password;
        }
        return values;
      }),
  );

describe('registration validate() under hostile input', { timeout: 30_000 }, () => {
  it('never throws, and names only messages and labels the page has in both languages', () => {
    fc.assert(
      fc.property(hostileValues, (raw) => {
        const values = normaliseRegistration(raw);
        const failure = validate(values);
        if (failure === null) return;
        expect(isMessageKey(`register:errors.${failure.message.key}`)).toBe(true);
        if (failure.message.label) {
          expect(isMessageKey(`register:labels.${failure.message.label}`)).toBe(true);
        }
        expect(failure.fields.length).toBeGreaterThan(0);
        for (const field of failure.fields) expect(Object.hasOwn(VALID, field)).toBe(true);
      }),
      RUNS,
    );
  });

  it('accepts nothing with markup, control or direction characters in a checked field', () => {
    fc.assert(
      fc.property(hostileValues, (raw) => {
        const values = normaliseRegistration(raw);
        if (validate(values) !== null) return;
        for (const field of SYMBOL_CHECKED) {
          expect(String(values[field]), field).not.toMatch(DANGEROUS);
        }
      }),
      RUNS,
    );
  });

  it('accepts only what the spec allows: filled, matching, long enough, real numbers', () => {
    let accepted = 0;
    fc.assert(
      fc.property(hostileValues, (raw) => {
        const values = normaliseRegistration(raw);
        if (validate(values) !== null) return;
        accepted += 1;
        for (const field of TEXT_FIELDS) {
          if (/^(mobilePhone|phone)\d$|^internationalPhone$|^healthCard/.test(field)) continue;
          // Passwords are never trimmed (spaces are characters); every other field is.
          const value = String(values[field]);
          expect(field.startsWith('password') ? value : value.trim(), field).not.toBe('');
        }
        expect(values.preferredPharmacy).not.toBeNull();
        expect(values.password).toBe(values.passwordConfirm);
        expect(values.password.length).toBeGreaterThanOrEqual(8);
        expect(values.email).toBe(values.emailConfirm);
        expect(values.email).not.toMatch(/\s/);
        expect(values.agreement).toBe(true);
        const payload = toRegistrationPayload(raw);
        expect(payload.mobilePhone).toMatch(/^(\d{10})?$/);
        expect(payload.phone).toMatch(/^(\d{10})?$/);
        expect(payload.mobilePhone + payload.phone + values.internationalPhone).not.toBe('');
        if (values.internationalPhone) expect(values.internationalPhone).toMatch(/^\d{9,}$/);
        if (values.country === 'Canada' && values.healthCardProvince === 'BC') {
          expect(isValidBcHealthNumber(values.healthCardNumber)).toBe(true);
        }
      }),
      // More runs here: only a few percent of the hostile registrations are acceptable.
      { numRuns: 1_500 },
    );
    // Some hostile-looking values are fine (a name in any script, an address with '#').
    expect(accepted).toBeGreaterThan(5);
  });

  it('a value that is blank to the eye counts as empty', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TEXT_FIELDS), blank, (field, value) => {
        if (/^(mobilePhone|phone)\d$|^internationalPhone$|^password|^recaptcha$/.test(field))
          return;
        const values = normaliseRegistration({ ...VALID, [field]: value });
        const failure = validate(values);
        expect(failure?.message.key).toBe('empty');
      }),
      RUNS,
    );
  });
});
