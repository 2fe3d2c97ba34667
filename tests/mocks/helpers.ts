// Plain-fetch helpers for the mock clinic tests: they call the service the way any client would.

import { createServer } from 'node:net';
import { env } from '../../src/config/env';
import { MOCK_CARD_API } from '../../src/testing/mock-clinic/cardProvider';
import type { RegistrationPayload } from '../../src/api/types';
import { buildPharmacies } from '../../src/testing/mock-clinic/seed/pharmacies';

export const PASSWORD = 'Clinic2026!';

export const api = (path: string) => `${env.apiUrl}${path}`;

/** The service's answer (401) to a missing, unknown, lapsed or ended session token. */
export const TOKEN_NOT_VALID = {
  type: 'tokenNotValid',
  message: 'Your session has expired. Please log in again.',
};

/** What no form changes of patient@example.com, as the service answers it: name, birth, card. */
export const MEI_CHEN = {
  firstName: 'Mei',
  lastName: 'Chen',
  birthday: { year: '1988', month: '04', day: '12' },
  careCard: { number: '9698658215', province: 'BC' },
};

export async function getJson(path: string, token?: string, headers: Record<string, string> = {}) {
  const response = await fetch(api(path), {
    headers: { ...headers, ...(token ? { 'x-auth-token': token } : {}) },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function postJson(
  path: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(api(path), {
    method: 'POST',
    headers: {
      ...headers,
      'Content-Type': 'application/json',
      ...(token ? { 'x-auth-token': token } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function login(email: string, password = PASSWORD) {
  return postJson('/login', { method: 'email', email, password, recaptcha: 'mock-recaptcha' });
}

/** The identity step of password recovery: patient@example.com's unless overridden. */
export function recoveryIdentity(overrides: Record<string, string> = {}) {
  return {
    email: 'patient@example.com',
    birthDay: '12',
    birthMonth: '04',
    birthYear: '1988',
    hin: '',
    recaptcha: 'mock-recaptcha',
    ...overrides,
  };
}

/** POST /login/forgot/validate: /login/forgot mails a code only after it (15 minutes). */
export const validateRecovery = (overrides: Record<string, string> = {}) =>
  postJson('/login/forgot/validate', recoveryIdentity(overrides));

/** Logs in and returns the token, failing the test when login does not succeed. */
export async function tokenFor(email: string, password = PASSWORD): Promise<string> {
  const { body } = await login(email, password);
  const token = (body.extras as { accessToken?: string } | undefined)?.accessToken;
  if (!body.success || !token) throw new Error(`login as ${email} failed: ${JSON.stringify(body)}`);
  return token;
}

/** A complete, valid registration; 9876543218 passes the B.C. checksum and is not seeded. */
export function registration(overrides: Partial<RegistrationPayload> = {}): RegistrationPayload {
  return {
    firstName: 'Lucy',
    lastName: 'Ho',
    gender: 'Female',
    address: '6060 Minoru Blvd, Unit 502',
    city: 'Richmond',
    province: 'BC',
    postal: 'V6Y 1Y2',
    phone1: '',
    phone2: '',
    phone3: '',
    mobilePhone1: '604',
    mobilePhone2: '555',
    mobilePhone3: '0111',
    phone: '',
    mobilePhone: '6045550111',
    internationalPhone: '',
    email: 'lucy.ho@example.com',
    emailConfirm: 'lucy.ho@example.com',
    password: 'Sunrise#2026',
    passwordConfirm: 'Sunrise#2026',
    healthCardProvince: 'BC',
    healthCardNumber: '9876543218',
    healthCardNumberConfirm: '9876543218',
    country: 'Canada',
    birthDay: '09',
    birthMonth: '05',
    birthYear: '1994',
    preferredPharmacy: buildPharmacies()[5] ?? null,
    agreement: true,
    recaptcha: 'mock-recaptcha',
    ...overrides,
  };
}

/** Stripe's test cards, as the mock card provider knows them. */
export const CARDS = {
  visa: '4242 4242 4242 4242',
  redirect: '4000 0027 6000 3184',
  inPlace: '4000 0025 0000 3155',
  declined: '4000 0000 0000 0002',
};

/** A card payment method made at the mock card provider, as the card field makes one. */
export async function cardMethod(number: string): Promise<string> {
  const response = await fetch(`${MOCK_CARD_API}/v1/payment_methods`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number, expiry: '12 / 34', cvc: '123' }),
  });
  return ((await response.json()) as { id: string }).id;
}

/** A port nothing listens on right now, for a server a test starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('No free port');
  return address.port;
}
