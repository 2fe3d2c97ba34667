// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailbox } from '../../src/mocks/controls';
import { PASSWORD, login, postJson, tokenFor } from './helpers';

const validate = (overrides: Record<string, string> = {}) =>
  postJson('/login/forgot/validate', {
    email: 'patient@example.com',
    birthDay: '12',
    birthMonth: '04',
    birthYear: '1988',
    hin: '',
    recaptcha: 'mock-recaptcha',
    ...overrides,
  });

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
    await postJson('/login/forgot', { email: 'patient@example.com' });
    await postJson('/login/reset', {
      email: 'patient@example.com',
      code: mailedCode(),
      password: 'NewPass#2026',
    });
    expect((await postJson('/me', { city: 'Vancouver' }, token)).status).toBe(401);
  });

  it('answers success for an unknown e-mail but sends nothing', async () => {
    expect((await postJson('/login/forgot', { email: 'nobody@example.com' })).body).toEqual({
      success: true,
    });
    expect(mailbox()).toEqual([]);
  });

  it('honours only the newest code', async () => {
    await postJson('/login/forgot', { email: 'patient@example.com' });
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

  it('lets a code lapse after an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
    await postJson('/login/forgot', { email: 'patient@example.com' });
    vi.setSystemTime(new Date('2026-11-22T10:00:01Z'));
    expect(
      (
        await postJson('/login/reset', {
          email: 'patient@example.com',
          code: mailedCode(),
          password: 'NewPass#2026',
        })
      ).body,
    ).toEqual({ success: false, message: 'The reset code is not valid or has expired.' });
  });
});

describe('password change from the account page', () => {
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
