// The requests `npm run contract:check` sends (check.ts runs them), each one a documented call.
// Nothing here charges, registers, resets a password or uploads: the reads and refusals change
// nothing on any service, and the writes (a session, a crash report, a message to the clinic)
// go only to a service that says it is a test instance.

/** The answer header by which a service says it is a test instance, on every answer. */
export const TEST_INSTANCE_HEADER = 'X-Clinic-Test-Instance';

/** The login's reCAPTCHA answer: a test instance takes any (e.g. with Google's test keys). */
export const CHECK_RECAPTCHA = 'contract-check';

/** A well-formed message id (a MongoDB ObjectId) that no message has. */
export const MISSING_MESSAGE_ID = '000000000000000000000000';

/** A records link's token that no mailed link has. */
export const MISSING_RECORDS_TOKEN = 'contract-check-no-such-link';

/** Search terms of more than 3 characters, as the portal sends them. */
const CONDITION_TERM = 'asthma';
const DRUG_TERM = 'amox';

export interface Probe {
  method: 'GET' | 'POST';
  /** 'service' (--base) or 'medication' (--medication-base). */
  host: 'service' | 'medication';
  /** The path under the host's address, with its query. */
  path: string;
  /** How this sending differs from another of the same call, e.g. 'no token'. */
  variant?: string;
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Headers the call needs besides the token's and the body's. */
  headers?: Record<string, string>;
  /** The status the check expects: a read's 200, a refusal's documented status. */
  expectStatus: number;
  /** The answer must be a refusal (`success: false`), as a link that cannot exist gets. */
  expectRefusal?: boolean;
}

export function publicReads(): Probe[] {
  const get = (path: string, host: Probe['host'] = 'service'): Probe => ({
    method: 'GET',
    host,
    path,
    expectStatus: 200,
  });
  return [
    get('/config/fees'),
    get('/services2/anouncement'),
    get('/services/oscarStatus'),
    get('/pharmacy/all'),
    get(`/icd/name/${CONDITION_TERM}`, 'medication'),
    get(`/drug/name/${DRUG_TERM}`, 'medication'),
  ];
}

/** Refusals any service gives a caller without a session: they change nothing. */
export function publicRefusals(): Probe[] {
  return [
    { method: 'GET', host: 'service', path: '/me', variant: 'no token', expectStatus: 401 },
    {
      method: 'POST',
      host: 'service',
      path: '/session/refresh',
      variant: 'no cookie',
      body: {},
      expectStatus: 401,
    },
    {
      method: 'GET',
      host: 'service',
      path: `/services2/medical/record/${MISSING_RECORDS_TOKEN}`,
      variant: 'a link that cannot exist',
      expectStatus: 200,
      expectRefusal: true,
    },
  ];
}

/** The patient's read calls, as the portal makes them after a login. */
export function patientReads(token: string): Probe[] {
  return [
    '/me',
    '/me/appointments',
    '/message/?limit=15&skip=0',
    '/message/awaiting-reply',
    '/pharmacy/me',
    '/services/medical-info',
  ].map((path) => ({ method: 'GET', host: 'service', path, token, expectStatus: 200 }));
}

export function messageDetail(token: string, id: string): Probe {
  const path = `/message/${encodeURIComponent(id)}`;
  return { method: 'GET', host: 'service', path, token, expectStatus: 200 };
}

export function missingMessage(token: string): Probe {
  return {
    ...messageDetail(token, MISSING_MESSAGE_ID),
    variant: 'a message that cannot exist',
    expectStatus: 404,
  };
}

export function login(email: string, password: string): Probe {
  return {
    method: 'POST',
    host: 'service',
    path: '/login',
    body: { method: 'email', email, password, recaptcha: CHECK_RECAPTCHA },
    expectStatus: 200,
  };
}

/** The writes after the login, in order; the last one ends the session. */
export function sessionWrites(token: string): Probe[] {
  const post = (path: string, body: unknown, useToken = true): Probe => ({
    method: 'POST',
    host: 'service',
    path,
    body,
    expectStatus: 200,
    ...(useToken ? { token } : {}),
  });
  return [
    post(
      '/services/saveerror',
      {
        err: 'Contract check: please ignore.',
        date: new Date().toISOString(),
        details: 'npm run contract:check sent this report to test the call; no page failed.',
      },
      false,
    ),
    // A new key on every run: each run's message is a new one (the key is required).
    {
      ...post('/message/sent', { message: 'Contract check: please ignore.' }),
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    },
    post('/logout', {}),
    {
      method: 'GET',
      host: 'service',
      path: '/me',
      variant: 'after the logout',
      token,
      expectStatus: 401,
    },
  ];
}
