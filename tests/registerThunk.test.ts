// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../src/config/env';
import { createStore } from '../src/app/store';
import { register } from '../src/features/auth/registerThunk';
import { failureOf } from '../src/state/serviceThunk';
import type { RegistrationValues } from '../src/features/auth/register/registrationFields';
import { failNext, mailbox } from '../src/testing/mock-clinic/controls';
import { db } from '../src/testing/mock-clinic/db';
import { server } from '../src/testing/mock-clinic/node';

function values(overrides: Partial<RegistrationValues> = {}): RegistrationValues {
  const pharmacy = db.state.pharmacies[0];
  if (!pharmacy) throw new Error('no seeded pharmacy');
  return {
    firstName: ' Lucy ',
    lastName: 'Ho',
    gender: 'Female',
    birthDay: '12',
    birthMonth: '04',
    birthYear: '1988',
    address: '6060 Minoru Blvd',
    city: 'Richmond',
    province: 'BC',
    postal: 'V6Y 1Y2',
    country: 'Canada',
    mobilePhone1: '604',
    mobilePhone2: '555',
    mobilePhone3: '0111',
    phone1: '',
    phone2: '',
    phone3: '',
    internationalPhone: '',
    preferredPharmacy: pharmacy,
    healthCardProvince: 'BC',
    healthCardNumber: '9876543218',
    healthCardNumberConfirm: '9876543218',
    email: ' Lucy.Ho@Example.com',
    emailConfirm: 'lucy.ho@example.com',
    password: 'Sunrise#2026',
    passwordConfirm: 'Sunrise#2026',
    agreement: true,
    recaptcha: 'token',
    ...overrides,
  };
}

describe('register (POST /register)', () => {
  it('creates the account and the mock mails the confirmation link', async () => {
    const store = createStore();
    const result = await store.dispatch(register(values()));
    expect(register.fulfilled.match(result)).toBe(true);
    expect(result.payload).toEqual({ email: 'lucy.ho@example.com' });
    const [mail] = mailbox();
    expect(mail?.to).toBe('lucy.ho@example.com');
    expect(mail?.link).toMatch(/\/__mock\/confirm\//);
    const record = db.state.users.find((u) => u.profile.email === 'lucy.ho@example.com');
    expect(record?.profile).toMatchObject({
      firstName: 'Lucy',
      mobilePhone: '6045550111',
      careCard: { number: '9876543218', province: 'BC' },
    });
  });

  it('a duplicate e-mail reads as the duplicate-email message', async () => {
    const store = createStore();
    const result = await store.dispatch(
      register(values({ email: 'patient@example.com', emailConfirm: 'patient@example.com' })),
    );
    expect(failureOf(result)?.msg).toEqual({ key: 'common:errors.duplicateEmail' });
  });

  it('shows the server’s own message', async () => {
    const store = createStore();
    const result = await store.dispatch(
      register(values({ healthCardNumber: '9698658215', healthCardNumberConfirm: '9698658215' })),
    );
    expect(failureOf(result)?.msg).toEqual({
      text: 'An account already exists under this health card number. Please reset your password to log in.',
    });
  });

  it.each(['500', 'network'] as const)('a %s failure is an unknown error', async (kind) => {
    failNext('post', '/register', kind);
    const store = createStore();
    const result = await store.dispatch(register(values()));
    expect(failureOf(result)?.msg).toEqual({ key: 'register:errors.unknown' });
  });

  it('a refusal without a message is "Registration failed, …"', async () => {
    server.use(http.post(`${env.apiUrl}/register`, () => HttpResponse.json({ success: false })));
    const store = createStore();
    const result = await store.dispatch(register(values()));
    expect(failureOf(result)?.msg).toEqual({ key: 'register:errors.failed' });
  });

  it('a 400 without any text is "Registration failed, …" too', async () => {
    server.use(http.post(`${env.apiUrl}/register`, () => HttpResponse.json({}, { status: 400 })));
    const store = createStore();
    const result = await store.dispatch(register(values()));
    expect(failureOf(result)?.msg).toEqual({ key: 'register:errors.failed' });
  });
});
