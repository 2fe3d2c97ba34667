// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MEI_CHEN,
  PASSWORD,
  TOKEN_NOT_VALID,
  api,
  getJson,
  login,
  postJson,
  registration,
  tokenFor,
} from './helpers';

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /login', () => {
  it('answers a token for the right password, whatever the e-mail case and spaces', async () => {
    const { status, body } = await login(' Patient@Example.COM ');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect((body.extras as { accessToken: string }).accessToken).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives every login its own token', async () => {
    expect(await tokenFor('patient@example.com')).not.toBe(await tokenFor('patient@example.com'));
  });

  it('refuses a wrong password', async () => {
    const { body } = await login('patient@example.com', 'clinic2026!');
    expect(body).toEqual({ success: false, extras: { message: 'Incorrect e-mail or password.' } });
  });

  it('says when the e-mail is unknown', async () => {
    const { body } = await login('nobody@example.com');
    expect(body).toEqual({
      success: false,
      extras: { message: 'User not found. Please check your e-mail address or sign up.' },
    });
  });

  it('asks for the bot check first', async () => {
    const { body } = await postJson('/login', {
      method: 'email',
      email: 'patient@example.com',
      password: PASSWORD,
      recaptcha: '',
    });
    expect(body).toEqual({
      success: false,
      extras: { message: 'Please validate you are not a bot.' },
    });
  });

  it('keeps an account out until its e-mail is confirmed', async () => {
    const payload = registration();
    await postJson('/register', payload);
    const { body } = await login(payload.email, payload.password);
    expect(body).toEqual({
      success: false,
      extras: {
        message:
          'Please confirm your e-mail address first. Check your inbox for the confirmation link.',
      },
    });
  });

  it('lets a blocked patient log in: the portal explains the block', async () => {
    expect((await login('blocked@example.com')).body.success).toBe(true);
  });
});

describe('GET /me', () => {
  it('answers the user behind x-auth-token, without any password', async () => {
    const token = await tokenFor('patient@example.com');
    const { status, body } = await getJson('/me', token);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ...MEI_CHEN,
      email: 'patient@example.com',
      sex: 'Female',
      familyDoc: true,
      appVisibility: ['askmedication', 'asklabtest'],
      appointmentType: [
        { code: 'I', status: 'enabled' },
        { code: 'D', status: 'enabled' },
      ],
    });
    expect(JSON.stringify(body)).not.toContain('Clinic2026!');
    expect(body).not.toHaveProperty('password');
  });

  it('accepts x-access-token too', async () => {
    const token = await tokenFor('patient@example.com');
    const { status } = await getJson('/me', undefined, { 'x-access-token': token });
    expect(status).toBe(200);
  });

  it('answers tokenNotValid without a token or with an unknown one', async () => {
    const missing = await getJson('/me');
    expect(missing).toEqual({ status: 401, body: TOKEN_NOT_VALID });
    const unknown = await getJson('/me', 'not-a-token');
    expect(unknown).toEqual({ status: 401, body: TOKEN_NOT_VALID });
  });

  it('stops accepting a token after 12 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
    const token = await tokenFor('patient@example.com');
    // A call every 4 minutes keeps it from lapsing for want of use (5 minutes).
    for (let minute = 4; minute < 12 * 60; minute += 4) {
      vi.setSystemTime(new Date('2026-11-22T09:00:00Z').getTime() + minute * 60_000);
      expect((await getJson('/me', token)).status).toBe(200);
    }
    vi.setSystemTime(new Date('2026-11-22T20:59:00Z'));
    expect((await getJson('/me', token)).status).toBe(200);
    vi.setSystemTime(new Date('2026-11-22T21:01:00Z'));
    expect(await getJson('/me', token)).toEqual({ status: 401, body: TOKEN_NOT_VALID });
  });

  it('is served under the configured API address', async () => {
    const response = await fetch(api('/me'));
    expect(response.url).toBe(api('/me'));
  });
});
