import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailbox } from '../../src/testing/mock-clinic/controls';
import { NO_HEALTH_CARD, NO_MOBILE } from '../builders/registrationBlanks';
import { getJson, login, postJson, registration, tokenFor } from './helpers';
import { sendsOffContract } from '../utils/offContract';

const SUCCESS = {
  success: true,
  extras: { message: 'Registration successful. Please check your e-mail to confirm your account.' },
};

function confirmationToken(): string {
  const link = mailbox()[0]?.link ?? '';
  const match = /\/__mock\/confirm\/([^/?#]+)$/.exec(link);
  if (!match?.[1]) throw new Error(`no confirmation link in ${link}`);
  return match[1];
}

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /register', () => {
  sendsOffContract();
  it('creates an account that logs in once the mailed link is opened', async () => {
    const payload = registration({
      email: 'Lucy.Ho@Example.com',
      emailConfirm: 'lucy.ho@example.com',
    });
    expect((await postJson('/register', payload)).body).toEqual(SUCCESS);

    const [mail] = mailbox();
    expect(mail).toMatchObject({
      to: 'lucy.ho@example.com',
      subject: 'Confirm your e-mail address',
    });
    expect(mail?.link).toMatch(new RegExp(`^${window.location.origin}/__mock/confirm/\\w+$`));
    expect(mail?.body).toContain(mail?.link);

    expect((await getJson(`/register/confirm/${confirmationToken()}`)).body).toEqual({
      success: true,
    });
    const token = await tokenFor('lucy.ho@example.com', payload.password);
    expect((await getJson('/me', token)).body).toMatchObject({
      demographicNo: 10008,
      firstName: 'Lucy',
      sex: 'Female',
      email: 'lucy.ho@example.com',
      mobilePhone: '6045550111',
      phone: '',
      birthday: { year: '1994', month: '05', day: '09' },
      careCard: { number: '9876543218', province: 'BC' },
      preferredPharmacy: { name: 'Marpole Community Pharmacy' },
      shouldUpdate: false,
      blocked: false,
    });
  });

  it('joins the phone parts when the joined number is missing', async () => {
    const payload = registration({
      mobilePhone: '',
      phone1: '778',
      phone2: '555',
      phone3: '0123',
      phone: '',
      gender: 'Other',
    });
    await postJson('/register', payload);
    await getJson(`/register/confirm/${confirmationToken()}`);
    const token = await tokenFor(payload.email, payload.password);
    expect((await getJson('/me', token)).body).toMatchObject({
      phone: '7785550123',
      mobilePhone: '6045550111',
      sex: 'Other',
    });
  });

  it('registers a visitor from abroad without a health card', async () => {
    const payload = registration({
      country: 'Japan',
      province: 'Other',
      ...NO_HEALTH_CARD,
      ...NO_MOBILE,
      internationalPhone: '81355550123',
    });
    expect((await postJson('/register', payload)).body).toEqual(SUCCESS);
  });

  it('answers a duplicate e-mail, in any case, with the database error', async () => {
    const { status, body } = await postJson(
      '/register',
      registration({ email: 'PATIENT@example.com', emailConfirm: 'patient@example.com' }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      sysError: {
        code: 11000,
        keyValue: { email: 'patient@example.com' },
        message: 'E11000 duplicate key error collection: users index: email_1 dup key',
      },
    });
  });

  it('refuses a health card number that already has an account', async () => {
    const { body } = await postJson(
      '/register',
      registration({ healthCardNumber: '9698658215', healthCardNumberConfirm: '9698658215' }),
    );
    expect(body).toEqual({
      success: false,
      extras: {
        message:
          'An account already exists under this health card number. Please reset your password to log in.',
      },
    });
  });

  it.each([
    [{ recaptcha: '' }, 'Please validate you are not a bot.'],
    [{ firstName: ' ' }, 'First Name cannot be empty.'],
    [{ birthMonth: '' }, 'Date of Birth cannot be empty.'],
    [{ healthCardNumber: '' }, 'Health Card Number cannot be empty.'],
    [{ preferredPharmacy: null }, 'Preferred Pharmacy cannot be empty.'],
    [
      NO_MOBILE,
      'Either Mobile Phone, Home Phone or International Phone is required for registration.',
    ],
    [{ mobilePhone: '60455501' }, 'The Mobile Phone Number you entered is invalid'],
    [{ mobilePhone: '0045550111' }, 'The Mobile Phone Number you entered is invalid'],
    [
      { phone: '0045550123', phone1: '004', phone2: '555', phone3: '0123' },
      'The Home Phone Number you entered is invalid.',
    ],
    [
      { internationalPhone: '12345' },
      'The minimum International Phone digits has to be 9 or more.',
    ],
    [{ emailConfirm: 'lucy@example.com' }, 'Email and Confirm Email do not match.'],
    [{ passwordConfirm: 'Sunrise#2027' }, 'Password and Confirm Password do not match.'],
    [
      { password: 'Short1!', passwordConfirm: 'Short1!' },
      'The length of Password must be greater than 8.',
    ],
    [
      { healthCardNumberConfirm: '9876543210' },
      'Health Card Number and Confirm Health Card Number do not match.',
    ],
    [
      { healthCardNumber: '9876543217', healthCardNumberConfirm: '9876543217' },
      'The BC healthcard number is invalid.',
    ],
    [{ birthDay: '31', birthMonth: '02' }, 'Date of Birth is invalid.'],
    [
      {
        preferredPharmacy: {
          _id: 'gone',
          name: 'x',
          address: { address: '' },
          fax: '',
          phone1: '',
        },
      },
      'Please select the preferred pharmacy.',
    ],
    [{ agreement: false }, 'Please mark checkbox below to continue.'],
  ])('refuses %j', async (overrides, message) => {
    const { status, body } = await postJson('/register', registration(overrides));
    expect(status).toBe(200);
    expect(body).toEqual({ success: false, extras: { message } });
    expect(mailbox()).toEqual([]);
  });

  it('accepts an out-of-province card without the B.C. checksum', async () => {
    const payload = registration({
      healthCardProvince: 'ON',
      healthCardNumber: '1234567890',
      healthCardNumberConfirm: '1234567890',
    });
    expect((await postJson('/register', payload)).body).toEqual(SUCCESS);
  });
});

describe('GET /register/confirm/:token', () => {
  it('says when a link is not known', async () => {
    expect((await getJson('/register/confirm/no-such-token')).body).toEqual({
      success: false,
      message: 'This confirmation link is not valid.',
    });
  });

  it('stays confirmed when the link is opened again', async () => {
    await postJson('/register', registration());
    const token = confirmationToken();
    expect((await getJson(`/register/confirm/${token}`)).body).toEqual({ success: true });
    expect((await getJson(`/register/confirm/${token}`)).body).toEqual({ success: true });
  });

  it('expires after 6 hours, and the e-mail can then register again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
    const payload = registration();
    await postJson('/register', payload);
    const token = confirmationToken();

    vi.setSystemTime(new Date('2026-11-22T15:01:00Z'));
    expect((await getJson(`/register/confirm/${token}`)).body).toEqual({
      success: false,
      message: 'This confirmation link has expired. Please register again.',
    });
    expect((await login(payload.email, payload.password)).body).toMatchObject({
      extras: { message: 'User not found. Please check your e-mail address or sign up.' },
    });
    expect((await postJson('/register', payload)).body).toEqual(SUCCESS);
    expect((await getJson(`/register/confirm/${confirmationToken()}`)).body).toEqual({
      success: true,
    });
  });

  it('lets an expired registration go even when nobody opened its link', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
    const payload = registration();
    await postJson('/register', payload);
    vi.setSystemTime(new Date('2026-11-22T15:01:00Z'));
    expect((await postJson('/register', payload)).body).toEqual(SUCCESS);
  });
});
