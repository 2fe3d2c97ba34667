// @vitest-environment node
import fc from 'fast-check';
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import cnRegister from '../src/i18n/locales/cn/register.json';
import enRegister from '../src/i18n/locales/en/register.json';
import { countryOptions } from '../src/lib/countries';
import type { RegistrationValues } from '../src/features/auth/register/registrationFields';
import {
  normaliseRegistration,
  toRegistrationPayload,
} from '../src/features/auth/register/registrationPayload';
import {
  hasSymbol,
  REGISTRATION_RULES,
  validate,
  type RegistrationFailure,
} from '../src/features/auth/register/registrationRules';
import { failureText } from '../src/features/auth/register/useFailureText';
import { withChanges } from '../src/features/auth/register/values';
import { PHARMACY, VALID_REGISTRATION } from './builders/registration';

const VALID = VALID_REGISTRATION;

type Render = (failure: RegistrationFailure) => string;
const t: Record<'en' | 'cn', Render> = { en: () => '', cn: () => '' };

beforeAll(async () => {
  for (const lng of ['en', 'cn'] as const) {
    const i18n = createInstance();
    await i18n.init({
      lng,
      resources: { en: { register: enRegister }, cn: { register: cnRegister } },
      defaultNS: 'register',
      interpolation: { escapeValue: false },
    });
    t[lng] = (f) => failureText(i18n.t, f.message);
  }
});

const check = (changes: Partial<RegistrationValues>) =>
  validate(normaliseRegistration({ ...VALID, ...changes }));

describe('registration validation (docs/account.md#registration-rules-and-messages), every rule and message in order', () => {
  it('passes a complete registration', () => {
    expect(check({})).toBeNull();
  });

  const PHONES = [
    'mobilePhone1',
    'mobilePhone2',
    'mobilePhone3',
    'phone1',
    'phone2',
    'phone3',
    'internationalPhone',
  ];
  const NO_PHONE = {
    mobilePhone1: '',
    mobilePhone2: '',
    mobilePhone3: '',
    phone1: '',
    phone2: '',
    phone3: '',
    internationalPhone: '',
  };

  // [what, changes, English message, fields flagged]
  const CASES: Array<[string, Partial<RegistrationValues>, string, string[]]> = [
    ['empty first name', { firstName: '  ' }, 'First Name cannot be empty.', ['firstName']],
    ['empty last name', { lastName: '' }, 'Last Name cannot be empty.', ['lastName']],
    ['no gender', { gender: '' }, 'Gender cannot be empty.', ['gender']],
    [
      'a missing date part',
      { birthMonth: '' },
      'Date of Birth cannot be empty.',
      ['birthDay', 'birthMonth', 'birthYear'],
    ],
    ['empty address', { address: ' ' }, 'Address cannot be empty.', ['address']],
    ['empty city', { city: '' }, 'City cannot be empty.', ['city']],
    ['no province', { province: '' }, 'Province cannot be empty.', ['province']],
    ['empty postal code', { postal: '' }, 'Postal Code cannot be empty.', ['postal']],
    ['no country', { country: '' }, 'Country cannot be empty.', ['country']],
    [
      'no pharmacy',
      { preferredPharmacy: null },
      'Preferred Pharmacy cannot be empty.',
      ['preferredPharmacy'],
    ],
    [
      'no health card province in Canada',
      { healthCardProvince: '' },
      'Health Card Province cannot be empty.',
      ['healthCardProvince'],
    ],
    [
      'no health card number',
      { healthCardNumber: '' },
      'Health Card Number cannot be empty.',
      ['healthCardNumber'],
    ],
    [
      'no confirmation of the number',
      { healthCardNumberConfirm: '' },
      'Confirm Health Card Number cannot be empty.',
      ['healthCardNumberConfirm'],
    ],
    ['empty e-mail', { email: ' ' }, 'Email cannot be empty.', ['email']],
    [
      'empty confirm e-mail',
      { emailConfirm: '' },
      'Confirm Email cannot be empty.',
      ['emailConfirm'],
    ],
    ['empty password', { password: '' }, 'Password cannot be empty.', ['password']],
    [
      'empty confirm password',
      { passwordConfirm: '' },
      'Confirm Password cannot be empty.',
      ['passwordConfirm'],
    ],
    [
      'several empty fields: the first is named, all are flagged',
      { city: '', firstName: '', password: '' },
      'First Name cannot be empty.',
      ['firstName', 'city', 'password'],
    ],
    [
      'no phone at all',
      NO_PHONE,
      'Either Mobile Phone, Home Phone or International Phone is required for registration.',
      PHONES,
    ],
    [
      'a symbol in the first name',
      { firstName: 'Lu<cy' },
      'Invalid symbol detected in First Name field.',
      ['firstName'],
    ],
    [
      'a symbol in the last name',
      { lastName: 'Ho;' },
      'Invalid symbol detected in Last Name field.',
      ['lastName'],
    ],
    [
      'a symbol in the city',
      { city: 'Rich@mond' },
      'Invalid symbol detected in City field.',
      ['city'],
    ],
    [
      'a symbol in the postal code',
      { postal: 'V6Y#1Y2' },
      'Invalid symbol detected in Postal Code field.',
      ['postal'],
    ],
    [
      'symbols in two fields: the first named, both flagged',
      { lastName: 'H"o', city: 'R$' },
      'Invalid symbol detected in Last Name field.',
      ['lastName', 'city'],
    ],
    [
      'passwords that differ',
      { passwordConfirm: 'Sunrise#2027' },
      'Password and Confirm Password do not match.',
      ['password', 'passwordConfirm'],
    ],
    [
      'e-mails that differ',
      { emailConfirm: 'lucy@example.com' },
      'Email and Confirm Email do not match.',
      ['email', 'emailConfirm'],
    ],
    [
      'health card numbers that differ',
      { healthCardNumberConfirm: '9698658216' },
      'Health Card Number and Confirm Health Card Number do not match.',
      ['healthCardNumber', 'healthCardNumberConfirm'],
    ],
    [
      'a password of 8',
      { password: 'Sun#2026', passwordConfirm: 'Sun#2026' },
      'The length of Password must be greater than 8.',
      ['password'],
    ],
    [
      'a health card number of 5 (Ontario)',
      { healthCardProvince: 'ON', healthCardNumber: '12345', healthCardNumberConfirm: '12345' },
      'Health Card Number must have at least 6 digits.',
      ['healthCardNumber'],
    ],
    [
      'a short mobile part',
      { mobilePhone2: '55' },
      'The Mobile Phone Number you entered is invalid',
      ['mobilePhone1', 'mobilePhone2', 'mobilePhone3'],
    ],
    [
      'a mobile area code starting with 0',
      { mobilePhone1: '012', mobilePhone2: '555', mobilePhone3: '1234' },
      'The Mobile Phone Number you entered is invalid',
      ['mobilePhone1', 'mobilePhone2', 'mobilePhone3'],
    ],
    [
      'a home area code starting with 0',
      { phone1: '012', phone2: '555', phone3: '1234' },
      'The Home Phone Number you entered is invalid.',
      ['phone1', 'phone2', 'phone3'],
    ],
    [
      'a home phone with one part only',
      { phone1: '604' },
      'The Home Phone Number you entered is invalid.',
      ['phone1', 'phone2', 'phone3'],
    ],
    [
      'an international phone that is not numeric',
      { internationalPhone: '86 10 1234 5678' },
      'The International Phone is invalid.',
      ['internationalPhone'],
    ],
    [
      'an international phone of 8 digits',
      { ...NO_PHONE, internationalPhone: '12345678' },
      'The minimum International Phone digits has to be 9 or more.',
      ['internationalPhone'],
    ],
    [
      'a B.C. number that fails the checksum',
      { healthCardNumber: '9698658216', healthCardNumberConfirm: '9698658216' },
      'The BC healthcard number is invalid.',
      ['healthCardNumber', 'healthCardNumberConfirm'],
    ],
    ['no consent', { agreement: false }, 'Please mark checkbox below to continue.', ['agreement']],
    ['no bot check', { recaptcha: '' }, 'Please validate you are not a bot.', ['recaptcha']],
  ];

  it.each(CASES)('%s', (_, changes, message, fields) => {
    const failure = check(changes);
    expect(failure).not.toBeNull();
    expect(t.en(failure as RegistrationFailure)).toBe(message);
    expect([...(failure as RegistrationFailure).fields].sort()).toEqual([...fields].sort());
  });

  it('reports categories in the spec’s order: the first failing category stops', () => {
    const everything: Partial<RegistrationValues> = {
      agreement: false,
      recaptcha: '',
      healthCardNumber: '9698658216',
      healthCardNumberConfirm: '9698658216',
      internationalPhone: '1234',
      phone1: '6',
      password: 'short',
      passwordConfirm: 'shorter',
      city: 'Rich@mond',
    };
    const order: Array<[Partial<RegistrationValues>, string]> = [
      [{ city: 'Richmond' }, 'Password and Confirm Password do not match.'],
      [{ passwordConfirm: 'short' }, 'The length of Password must be greater than 8.'],
      [
        { password: 'Sunrise#2026', passwordConfirm: 'Sunrise#2026' },
        'The Home Phone Number you entered is invalid.',
      ],
      [{ phone1: '' }, 'The minimum International Phone digits has to be 9 or more.'],
      [{ internationalPhone: '' }, 'The BC healthcard number is invalid.'],
      [
        { healthCardNumber: '9698658215', healthCardNumberConfirm: '9698658215' },
        'Please mark checkbox below to continue.',
      ],
      [{ agreement: true }, 'Please validate you are not a bot.'],
    ];
    let values = { ...VALID, ...everything };
    expect(t.en(validate(values) as RegistrationFailure)).toBe(
      'Invalid symbol detected in City field.',
    );
    for (const [fix, next] of order) {
      values = { ...values, ...fix };
      expect(t.en(validate(values) as RegistrationFailure)).toBe(next);
    }
    expect(validate({ ...values, recaptcha: 'token' })).toBeNull();
  });

  it('needs only one phone: home alone or international alone passes', () => {
    expect(check({ ...NO_PHONE, phone1: '604', phone2: '555', phone3: '0199' })).toBeNull();
    expect(check({ ...NO_PHONE, internationalPhone: '861012345678' })).toBeNull();
  });

  it('exempts password, address, e-mails and pharmacy from the symbol rule', () => {
    expect(check({ address: '#502 - 6060 Minoru Blvd; rear <door>' })).toBeNull();
    expect(check({ password: '<Sun;"rise>', passwordConfirm: '<Sun;"rise>' })).toBeNull();
    expect(
      check({ email: 'lucy+clinic@example.com', emailConfirm: 'lucy+clinic@example.com' }),
    ).toBeNull();
  });

  it('allows the punctuation real names carry, in any script', () => {
    expect(
      check({ firstName: "Jean-Luc O'Brien", lastName: 'Côté-陳', city: "St. John's" }),
    ).toBeNull();
    for (const { value } of countryOptions('en')) expect(hasSymbol(value), value).toBe(false);
  });

  it('exempts health card fields outside Canada and the numbers for Other', () => {
    const abroad = {
      country: 'United States',
      healthCardProvince: '',
      healthCardNumber: '',
      healthCardNumberConfirm: '',
    };
    expect(check(abroad)).toBeNull();
    expect(
      check({ healthCardProvince: 'Other', healthCardNumber: '', healthCardNumberConfirm: '' }),
    ).toBeNull();
    // Numbers that were typed before choosing Other are not sent, so they cannot fail.
    expect(check({ healthCardProvince: 'Other', healthCardNumber: '12' })).toBeNull();
  });

  it('applies the B.C. checksum only to B.C. cards', () => {
    expect(
      check({
        healthCardProvince: 'AB',
        healthCardNumber: '123456789',
        healthCardNumberConfirm: '123456789',
      }),
    ).toBeNull();
  });

  it('counts a password as its message says, "greater than 8": 8 fails, 9 passes; a health card number of exactly 6 passes', () => {
    expect(check({ password: 'Sun#2026', passwordConfirm: 'Sun#2026' })).not.toBeNull();
    expect(check({ password: 'Sun#20261', passwordConfirm: 'Sun#20261' })).toBeNull();
    expect(
      check({
        healthCardProvince: 'ON',
        healthCardNumber: '123456',
        healthCardNumberConfirm: '123456',
      }),
    ).toBeNull();
  });

  it('has every message in real Chinese, the label translated inside it', () => {
    expect(t.cn(check({ firstName: '' }) as RegistrationFailure)).toBe('名字不能為空。');
    expect(t.cn(check({ emailConfirm: 'x@example.com' }) as RegistrationFailure)).toBe(
      '電郵與確認電郵不相符。',
    );
    expect(t.cn(check({ city: 'R<' }) as RegistrationFailure)).toBe('城市欄位含有無效符號。');
    expect(t.cn(check({ password: 'a', passwordConfirm: 'a' }) as RegistrationFailure)).toBe(
      '密碼長度必須多於 8 個字元。',
    );
    // A health card number is counted in digits, a password in characters.
    const shortCard = check({
      healthCardProvince: 'ON',
      healthCardNumber: '12345',
      healthCardNumberConfirm: '12345',
    }) as RegistrationFailure;
    expect(t.cn(shortCard)).toBe('醫療卡號碼最少須有 6 位數字。');
    expect(t.en(shortCard)).toBe('Health Card Number must have at least 6 digits.');
    expect(t.cn(check({ recaptcha: '' }) as RegistrationFailure)).toBe('請驗證您不是機器人。');
  });

  it('every rule has a message in both languages', () => {
    for (const rule of REGISTRATION_RULES) {
      expect(enRegister.errors).toHaveProperty(rule.message.key);
      expect(cnRegister.errors).toHaveProperty(rule.message.key);
      if (rule.message.label) expect(enRegister.labels).toHaveProperty(rule.message.label);
    }
  });

  it('property: a single empty required text field is always the one reported', () => {
    // Passwords are not trimmed, so blanks are a password there: they are left out here.
    const required = ['firstName', 'lastName', 'address', 'city', 'postal', 'email'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...required), fc.stringMatching(/^\s*$/), (field, blank) => {
        const failure = check({ [field]: blank });
        return failure?.category === 'empty' && failure.fields.includes(field);
      }),
    );
  });
});

describe('values as sent', () => {
  it('trims all but passwords and pharmacy; e-mail lowercased without spaces; phones joined', () => {
    const payload = toRegistrationPayload({
      ...VALID,
      firstName: '  Lucy ',
      city: ' Richmond',
      email: ' Lucy.Ho @Example.COM ',
      emailConfirm: 'LUCY.HO@example.com',
      password: ' pass word ',
      passwordConfirm: ' pass word ',
      phone1: '604',
      phone2: '555',
      phone3: '0199',
    });
    expect(payload).toMatchObject({
      firstName: 'Lucy',
      city: 'Richmond',
      email: 'lucy.ho@example.com',
      emailConfirm: 'lucy.ho@example.com',
      password: ' pass word ',
      passwordConfirm: ' pass word ',
      mobilePhone: '6045550111',
      phone: '6045550199',
      preferredPharmacy: PHARMACY,
      agreement: true,
      recaptcha: 'token',
    });
  });

  it('sends no health card outside Canada', () => {
    const payload = toRegistrationPayload({ ...VALID, country: 'Japan' });
    expect(payload).toMatchObject({
      healthCardProvince: '',
      healthCardNumber: '',
      healthCardNumberConfirm: '',
    });
  });
});

describe('form knock-on rules', () => {
  it('leaving Canada clears health card province and numbers', () => {
    expect(withChanges(VALID, { country: 'Japan' })).toMatchObject({
      country: 'Japan',
      healthCardProvince: '',
      healthCardNumber: '',
      healthCardNumberConfirm: '',
    });
  });

  it('choosing Other clears the numbers but keeps the province', () => {
    expect(withChanges(VALID, { healthCardProvince: 'Other' })).toMatchObject({
      healthCardProvince: 'Other',
      healthCardNumber: '',
      healthCardNumberConfirm: '',
    });
  });

  it('other changes leave the card alone', () => {
    expect(withChanges(VALID, { city: 'Vancouver', country: 'Canada' })).toMatchObject({
      healthCardNumber: '9698658215',
    });
  });
});
