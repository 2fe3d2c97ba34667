// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailbox } from '../../src/testing/mock-clinic/controls';
import {
  PASSWORD_MESSAGES,
  RECOVERY_VALIDATION_LIFETIME_MS,
  RESET_CODE_LIFETIME_MS,
  RESET_CODE_MAX_TRIES,
} from '../../src/testing/mock-clinic/handlers/password';
import { PASSWORD, login, postJson, tokenFor, validateRecovery } from './helpers';
import { sendsOffContract } from '../utils/offContract';

const validate = validateRecovery;

/** The identity step, then a mailed code: the way the recovery page asks for one. */
async function askForCode(email = 'patient@example.com') {
  expect((await validate({ email })).body.success).toBe(true);
  return postJson('/login/forgot', { email });
}

const resetWith = (code: string, password = 'NewPass#2026') =>
  postJson('/login/reset', { email: 'patient@example.com', code, password });

/** A six-digit code that is not `code`. */
const otherThan = (code: string, n = 0) => {
  const other = String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
  return other;
};

function mailedCode(): string {
  const code = mailbox()[0]?.code;
  if (!code) throw new Error('no reset code was mailed');
  return code;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /login/forgot/validate', () => {
  it('confirms an e-mail with its birth date, with or without the card number', async () => {
    expect((await validate()).body).toEqual({ success: true });
    expect((await validate({ hin: '9698658215', birthDay: '12', birthMonth: '4' })).body).toEqual({
      success: true,
    });
  });

  it('asks for the bot check', async () => {
    expect((await validate({ recaptcha: '' })).body).toEqual({
      success: false,
      message: 'Please verify you are not a bot.',
    });
  });

  it.each<Record<string, string>>([
    { email: 'nobody@example.com' },
    { birthYear: '1989' },
    { hin: '9698658223' },
  ])('refuses %j', async (overrides) => {
    expect((await validate(overrides)).body).toEqual({
      success: false,
      message: 'Failed validating your information.',
    });
  });
});

describe('password recovery', () => {
  sendsOffContract();
  it('mails a code that resets the password once', async () => {
    expect((await validate()).body.success).toBe(true);
    expect((await postJson('/login/forgot', { email: 'Patient@Example.com' })).body).toEqual({
      success: true,
    });
    const [mail] = mailbox();
    expect(mail).toMatchObject({ to: 'patient@example.com', subject: 'Your password reset code' });
    const code = mailedCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.body).toContain(code);

    const wrongCode = code === '000000' ? '000001' : '000000';
    expect(
      (
        await postJson('/login/reset', {
          email: 'patient@example.com',
          code: wrongCode,
          password: 'NewPass#2026',
        })
      ).body,
    ).toEqual({ success: false, message: 'The reset code is not valid or has expired.' });
    expect(
      (await postJson('/login/reset', { email: 'patient@example.com', code, password: 'short' }))
        .body,
    ).toEqual({ success: false, message: 'The length of password must be greater than 8.' });

    expect(
      (
        await postJson('/login/reset', {
          email: 'patient@example.com',
          code,
          password: 'NewPass#2026',
        })
      ).body,
    ).toEqual({ success: true });
    expect((await login('patient@example.com')).body.success).toBe(false);
    expect((await login('patient@example.com', 'NewPass#2026')).body.success).toBe(true);

    expect(
      (
        await postJson('/login/reset', {
          email: 'patient@example.com',
          code,
          password: 'Again#2026x',
        })
      ).body,
    ).toEqual({ success: false, message: 'The reset code is not valid or has expired.' });
  });

  it('ends the sessions that were open before the reset', async () => {
    const token = await tokenFor('patient@example.com');
    await askForCode();
    await postJson('/login/reset', {
      email: 'patient@example.com',
      code: mailedCode(),
      password: 'NewPass#2026',
    });
    expect((await postJson('/me', { city: 'Vancouver' }, token)).status).toBe(401);
  });

  it('mails nothing to an unknown e-mail, with the same refusal as a skipped identity step', async () => {
    const unknown = await postJson('/login/forgot', { email: 'nobody@example.com' });
    const skipped = await postJson('/login/forgot', { email: 'patient@example.com' });
    expect(unknown.body).toEqual({ success: false, message: PASSWORD_MESSAGES.validateFirst });
    expect(skipped.body).toEqual(unknown.body);
    expect(mailbox()).toEqual([]);
  });

  it('mails a code only after the identity step of that account, within 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
    expect((await validate()).body.success).toBe(true);
    // Another account's identity step does not open this one.
    expect((await postJson('/login/forgot', { email: 'child@example.com' })).body.success).toBe(
      false,
    );
    // A resend within the time is fine.
    vi.setSystemTime(new Date('2026-11-22T09:10:00Z'));
    expect((await postJson('/login/forgot', { email: 'patient@example.com' })).body.success).toBe(
      true,
    );
    vi.setSystemTime(
      new Date(Date.parse('2026-11-22T09:00:00Z') + RECOVERY_VALIDATION_LIFETIME_MS),
    );
    expect((await postJson('/login/forgot', { email: 'patient@example.com' })).body.success).toBe(
      true,
    );
    vi.setSystemTime(
      new Date(Date.parse('2026-11-22T09:00:00Z') + RECOVERY_VALIDATION_LIFETIME_MS + 1),
    );
    expect((await postJson('/login/forgot', { email: 'patient@example.com' })).body).toEqual({
      success: false,
      message: PASSWORD_MESSAGES.validateFirst,
    });
    expect(mailbox()).toHaveLength(2);
    // A failed identity step opens nothing.
    expect((await validate({ birthYear: '1989' })).body.success).toBe(false);
    expect((await postJson('/login/forgot', { email: 'patient@example.com' })).body.success).toBe(
      false,
    );
  });

  it('needs the identity step again after a reset', async () => {
    await askForCode();
    expect((await resetWith(mailedCode())).body).toEqual({ success: true });
    expect((await postJson('/login/forgot', { email: 'patient@example.com' })).body).toEqual({
      success: false,
      message: PASSWORD_MESSAGES.validateFirst,
    });
  });

  it('honours only the newest code', async () => {
    await askForCode();
    const first = mailedCode();
    await postJson('/login/forgot', { email: 'patient@example.com' });
    const second = mailedCode();
    if (first !== second) {
      expect(
        (
          await postJson('/login/reset', {
            email: 'patient@example.com',
            code: first,
            password: 'NewPass#2026',
          })
        ).body.success,
      ).toBe(false);
    }
    expect(
      (
        await postJson('/login/reset', {
          email: 'patient@example.com',
          code: second,
          password: 'NewPass#2026',
        })
      ).body.success,
    ).toBe(true);
  });

  it('lets a code lapse after 10 minutes, and says to ask for a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sent = Date.parse('2026-11-22T09:00:00Z');
    vi.setSystemTime(sent);
    await askForCode();
    const code = mailedCode();
    expect(RESET_CODE_LIFETIME_MS).toBe(10 * 60 * 1000);
    vi.setSystemTime(sent + RESET_CODE_LIFETIME_MS + 1);
    expect((await resetWith(code)).body).toEqual({
      success: false,
      message: 'This reset code has expired. Please ask for a new code.',
    });
    // A new code (the identity step is still recent) works.
    await postJson('/login/forgot', { email: 'patient@example.com' });
    expect((await resetWith(mailedCode())).body).toEqual({ success: true });
  });

  it('works until the last second of its 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sent = Date.parse('2026-11-22T09:00:00Z');
    vi.setSystemTime(sent);
    await askForCode();
    vi.setSystemTime(sent + RESET_CODE_LIFETIME_MS);
    expect((await resetWith(mailedCode())).body).toEqual({ success: true });
  });

  it('locks a code after 5 wrong tries, even against the right code', async () => {
    await askForCode();
    const code = mailedCode();
    expect(RESET_CODE_MAX_TRIES).toBe(5);
    for (let n = 1; n < RESET_CODE_MAX_TRIES; n += 1) {
      expect((await resetWith(otherThan(code, n))).body).toEqual({
        success: false,
        message: 'The reset code is not valid or has expired.',
      });
    }
    const tooMany = {
      success: false,
      message: 'Too many wrong codes were entered. Please ask for a new code.',
    };
    expect((await resetWith(otherThan(code, 0))).body).toEqual(tooMany);
    expect((await resetWith(code)).body).toEqual(tooMany);
    expect((await login('patient@example.com', 'NewPass#2026')).body.success).toBe(false);
    // A new code starts with a clean count.
    await postJson('/login/forgot', { email: 'patient@example.com' });
    const fresh = mailedCode();
    expect((await resetWith(otherThan(fresh))).body.success).toBe(false);
    expect((await resetWith(fresh)).body).toEqual({ success: true });
  });

  it('counts a short password with the right code as no wrong try', async () => {
    await askForCode();
    const code = mailedCode();
    for (let n = 0; n < RESET_CODE_MAX_TRIES; n += 1) {
      expect((await resetWith(code, 'short')).body.message).toBe(
        'The length of password must be greater than 8.',
      );
    }
    expect((await resetWith(code)).body).toEqual({ success: true });
  });
});

describe('password change from the account page', () => {
  sendsOffContract();
  const change = (token: string | undefined, currentPassword: string, password = 'NewPass#2026') =>
    postJson(
      '/login/reset',
      { email: 'patient@example.com', password, currentPassword, manualReset: true },
      token,
    );

  it('needs the current password', async () => {
    const token = await tokenFor('patient@example.com');
    expect((await change(token, 'Wrong#2026')).body).toEqual({
      success: false,
      message: 'Your current password is incorrect.',
    });
    expect((await change(token, PASSWORD, 'short')).body).toEqual({
      success: false,
      message: 'The length of password must be greater than 8.',
    });
  });

  it('changes the password and keeps the session', async () => {
    const token = await tokenFor('patient@example.com');
    expect((await change(token, PASSWORD)).body).toEqual({ success: true });
    expect((await login('patient@example.com', 'NewPass#2026')).body.success).toBe(true);
    expect((await postJson('/me', { city: 'Vancouver' }, token)).status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await change(undefined, PASSWORD)).status).toBe(401);
  });
});
