// Plain-fetch helpers for the mock clinic tests: they call the service the way any client would.

import { env } from '../../src/config/env';
import type { RegistrationPayload } from '../../src/api/types';
import { buildPharmacies } from '../../src/mocks/seed/pharmacies';

export const PASSWORD = 'Clinic2026!';

export const api = (path: string) => `${env.apiUrl}${path}`;

export async function getJson(path: string, token?: string, headers: Record<string, string> = {}) {
  const response = await fetch(api(path), {
    headers: { ...headers, ...(token ? { 'x-auth-token': token } : {}) },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function postJson(path: string, body: unknown, token?: string) {
  const response = await fetch(api(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
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
