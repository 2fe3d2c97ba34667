// @vitest-environment node
// docs/account.md#password-length: a password being set must be longer than 8 characters, as the
// spec's message 'The length of password must be greater than 8.' says. The three forms that set
// one, their messages and hints in both languages, and the mock clinic must all agree.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateChangePassword } from '../../src/features/account/changePasswordRules';
import { validateRecoveryReset } from '../../src/features/auth/recovery/recoveryRules';
import { normaliseRegistration } from '../../src/features/auth/register/registrationPayload';
import { validate } from '../../src/features/auth/register/registrationRules';
import { failureText } from '../../src/features/auth/register/useFailureText';
import {
  CURRENT_PASSWORD_MIN_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_LENGTH_MUST_EXCEED,
} from '../../src/lib/validation/passwordRules';
import { VALID_REGISTRATION } from '../builders/registration';
import { PASSWORD, postJson, registration, tokenFor, validateRecovery } from '../mocks/helpers';
import { mailbox } from '../../src/testing/mock-clinic/controls';

const LANGUAGES = ['en', 'cn'] as const;
type Language = (typeof LANGUAGES)[number];
const LOCALES = join(__dirname, '../../src/i18n/locales');

const read = (lng: Language, ns: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;

const t = {} as Record<Language, TFunction>;
/** failureText translates inside the register namespace, as useFailureText does. */
const tRegister = {} as Record<Language, TFunction>;

beforeAll(async () => {
  for (const lng of LANGUAGES) {
    const i18n = createInstance();
    await i18n.init({
      lng,
      resources: {
        [lng]: {
          account: read(lng, 'account'),
          recovery: read(lng, 'recovery'),
          register: read(lng, 'register'),
        },
      },
      ns: ['account', 'recovery', 'register'],
      interpolation: { escapeValue: false },
    });
    t[lng] = i18n.t;
    tRegister[lng] = i18n.getFixedT(lng, 'register');
  }
});

/** What each form says about a new password `p` typed twice, in `lng`; null when it takes it. */
interface Form {
  name: string;
  refusal: (p: string, lng: Language) => string | null;
  /** The spec's words and their Chinese. */
  message: Record<Language, string>;
}

const FORMS: Form[] = [
  {
    name: 'registration',
    refusal: (p, lng) => {
      const failure = validate(
        normaliseRegistration({ ...VALID_REGISTRATION, password: p, passwordConfirm: p }),
      );
      return failure && failureText(tRegister[lng], failure.message);
    },
    message: {
      en: 'The length of Password must be greater than 8.',
      cn: '密碼長度必須多於 8 個字元。',
    },
  },
  {
    name: 'password recovery',
    refusal: (p, lng) => {
      const error = validateRecoveryReset({ code: '123456', password: p, passwordConfirm: p });
      return error && t[lng](`recovery:errors.${error}`);
    },
    message: {
      en: 'The length of password must be greater than 8.',
      cn: '密碼長度必須多於 8 個字元。',
    },
  },
  {
    name: 'change password',
    refusal: (p, lng) => {
      const errors = validateChangePassword({
        currentPassword: PASSWORD,
        password: p,
        passwordConfirm: p,
      });
      const error = errors.password ?? errors.passwordConfirm;
      return error ? t[lng](`account:password.errors.${error}`) : null;
    },
    message: {
      en: 'The length of password must be greater than 8',
      cn: '密碼長度必須多於 8 個字元。',
    },
  },
];

describe.each(FORMS)('the $name form', ({ refusal, message }) => {
  it.each(LANGUAGES)('refuses 8 characters with the exact message, takes 9 (%s)', (lng) => {
    expect(refusal('Sun#2026', lng)).toBe(message[lng]);
    expect(refusal('Sun#20261', lng)).toBeNull();
  });

  it('refuses a password exactly when it is 8 characters or fewer, whatever it holds', () => {
    // Near the boundary in printable ASCII, and anywhere in the whole of Unicode; never trimmed,
    // so spaces count.
    const passwords = fc.oneof(
      fc.string({ minLength: 1, maxLength: 12 }),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 16 }),
      fc.nat({ max: 12 }).map((n) => ' '.repeat(n + 1)),
    );
    fc.assert(
      fc.property(passwords, fc.constantFrom(...LANGUAGES), (p, lng) => {
        expect(refusal(p, lng)).toBe(p.length <= PASSWORD_LENGTH_MUST_EXCEED ? message[lng] : null);
      }),
    );
  });
});

describe('the current password on the change tab', () => {
  it("keeps the spec's 'at least 8': a password of exactly 8 can still be replaced", () => {
    const withCurrent = (currentPassword: string) =>
      validateChangePassword({
        currentPassword,
        password: 'Sunrise#2027',
        passwordConfirm: 'Sunrise#2027',
      });
    expect(withCurrent('Sun#2026')).toEqual({});
    expect(withCurrent('Sun#202')).toEqual({ currentPassword: 'currentShort' });
    expect(t.en('account:password.errors.currentShort')).toBe(
      `Your current password must be at least ${CURRENT_PASSWORD_MIN_LENGTH} characters.`,
    );
  });
});

describe('every text that states a password length', () => {
  // Built from the constants, so a new limit cannot leave a hint behind.
  const n = PASSWORD_LENGTH_MUST_EXCEED;
  const min = NEW_PASSWORD_MIN_LENGTH;
  const EXPECTED: Record<Language, Record<string, string>> = {
    en: {
      'account.password.intro': `Your new password needs at least ${min} characters.`,
      'account.password.errors.currentShort': `Your current password must be at least ${CURRENT_PASSWORD_MIN_LENGTH} characters.`,
      'account.password.errors.passwordShort': `The length of password must be greater than ${n}`,
      'recovery.reset.passwordHint': `At least ${min} characters.`,
      'recovery.errors.passwordShort': `The length of password must be greater than ${n}.`,
      'register.hints.password': `At least ${min} characters.`,
      [`server.The length of Password must be greater than ${n}.`]: `The length of Password must be greater than ${n}.`,
      [`server.The length of password must be greater than ${n}.`]: `The length of password must be greater than ${n}.`,
    },
    cn: {
      'account.password.intro': `新密碼最少須有 ${min} 個字元。`,
      'account.password.errors.currentShort': `您的目前密碼最少須有 ${CURRENT_PASSWORD_MIN_LENGTH} 個字元。`,
      'account.password.errors.passwordShort': `密碼長度必須多於 ${n} 個字元。`,
      'recovery.reset.passwordHint': `最少 ${min} 個字元。`,
      'recovery.errors.passwordShort': `密碼長度必須多於 ${n} 個字元。`,
      'register.hints.password': `最少 ${min} 個字元。`,
      [`server.The length of Password must be greater than ${n}.`]: `密碼長度必須多於 ${n} 個字元。`,
      [`server.The length of password must be greater than ${n}.`]: `密碼長度必須多於 ${n} 個字元。`,
    },
  };

  /** Every text of the locale, keyed 'file.path.to.key'. */
  function texts(lng: Language): Map<string, string> {
    const found = new Map<string, string>();
    const walk = (value: unknown, key: string) => {
      if (typeof value === 'string') found.set(key, value);
      else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) walk(v, `${key}.${k}`);
      }
    };
    for (const file of readdirSync(join(LOCALES, lng)).filter((f) => f.endsWith('.json'))) {
      walk(read(lng, file.replace(/\.json$/, '')), file.replace(/\.json$/, ''));
    }
    return found;
  }

  const STATES_A_LENGTH = /\d+ ?(characters|個字元)|greater than \d|多於 ?\d/;

  it.each(LANGUAGES)('says the same numbers as the rule (%s)', (lng) => {
    const aboutPasswords = [...texts(lng)].filter(
      ([key, text]) => /password|密碼/i.test(key + text) && STATES_A_LENGTH.test(text),
    );
    expect(Object.fromEntries(aboutPasswords)).toEqual(EXPECTED[lng]);
  });
});

describe('the mock clinic refuses what the portal refuses', () => {
  it('at registration', async () => {
    const eight = await postJson(
      '/register',
      registration({ password: 'Sun#2026', passwordConfirm: 'Sun#2026' }),
    );
    expect(eight.body).toMatchObject({
      success: false,
      extras: { message: 'The length of Password must be greater than 8.' },
    });
    const nine = await postJson(
      '/register',
      registration({ password: 'Sun#20261', passwordConfirm: 'Sun#20261' }),
    );
    expect(nine.body).toMatchObject({ success: true });
  });

  it('at a reset by mailed code', async () => {
    expect((await validateRecovery()).body.success).toBe(true);
    await postJson('/login/forgot', { email: 'patient@example.com' });
    const code = mailbox()[0]?.code;
    const reset = (password: string) =>
      postJson('/login/reset', { email: 'patient@example.com', code, password });
    expect((await reset('Sun#2026')).body).toEqual({
      success: false,
      message: 'The length of password must be greater than 8.',
    });
    expect((await reset('Sun#20261')).body).toEqual({ success: true });
  });

  it('at a change from the account page', async () => {
    const token = await tokenFor('patient@example.com');
    const change = (password: string) =>
      postJson(
        '/login/reset',
        { email: 'patient@example.com', password, currentPassword: PASSWORD, manualReset: true },
        token,
      );
    expect((await change('Sun#2026')).body).toEqual({
      success: false,
      message: 'The length of password must be greater than 8.',
    });
    expect((await change('Sun#20261')).body).toEqual({ success: true });
  });
});
