// @vitest-environment node
// npm run contract:check: it passes against the mock clinic's service, names each way a wrong
// service disagrees with the document in plain words, and sends its write calls only to a
// service whose every answer says it is a test instance.

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runContractCheck } from '../../src/testing/contract/check';
import { parseCheckArguments, type CheckOptions } from '../../src/testing/contract/checkArguments';
import { contractDocument } from '../../src/testing/contract/document';
import { server as inPageClinic } from '../../src/testing/mock-clinic/node';
import { startMockServer, stopMockServer } from '../mockServer/startMockServer';

const MOCK = 'http://localhost:4461';
const WRONG = 'http://localhost:4462';
const PATIENT = { email: 'patient@example.com', password: 'Clinic2026!' };

// The in-page mock clinic (tests/setup.ts) intercepts this worker's requests: these go out.
beforeEach(() => {
  inPageClinic.use(
    http.all(`${MOCK}/*`, () => passthrough()),
    http.all(`${WRONG}/*`, () => passthrough()),
  );
});

function check(options: Partial<CheckOptions> & { base: string }) {
  return runContractCheck({ timeoutMs: 10_000, ...options }, contractDocument);
}

describe('against the mock clinic’s service', () => {
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    ({ child } = await startMockServer(4461));
  }, 15_000);
  afterAll(() => stopMockServer(child));

  it('agrees on every call, the writes included, since the mock says it is a test instance', async () => {
    const report = await check({
      base: MOCK,
      medicationBase: `${MOCK}/medication-api`,
      ...PATIENT,
    });
    expect(report.lines.filter((line) => !line.startsWith('✓'))).toEqual([
      `Contract check of ${MOCK} against the clinic service's contract`,
      'The service agrees with the document on every call sent.',
    ]);
    for (const call of [
      '✓ GET /icd/name/asthma (medication host)',
      '✓ GET /me (no token)',
      '✓ POST /login',
      '✓ GET /message/awaiting-reply',
      '✓ GET /message/000000000000000000000000 (a message that cannot exist)',
      '✓ POST /services/saveerror',
      '✓ POST /message/sent',
      '✓ POST /logout',
      '✓ GET /me (after the logout)',
    ]) {
      expect(report.lines).toContain(call);
    }
    expect(report.lines.some((line) => /^✓ GET \/message\/[0-9a-f]{24}$/.test(line))).toBe(true);
    expect(report.exitCode).toBe(0);
  });

  it('as `npm run contract:check`, exits 0, and 2 for bad arguments', async () => {
    const entry = fileURLToPath(new URL('../../scripts/contract-check.mjs', import.meta.url));
    const run = async (args: string[]) => {
      const cli = spawn(process.execPath, [entry, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      cli.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      cli.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const [code] = (await once(cli, 'exit')) as [number];
      return { code, output };
    };
    const passed = await run(['--base', MOCK, '--token', 'not-a-session']);
    expect(passed.output).toContain('✗ GET /me: the answer: answered 401; the check expects 200');
    expect(passed.code).toBe(1);
    const good = await run(['--base', MOCK]);
    expect(good.output).toContain('The service agrees with the document on every call sent.');
    expect(good.code).toBe(0);
    const bad = await run(['--base', MOCK, '--bsae', 'x']);
    expect(bad.output).toContain("contract:check: unknown argument '--bsae'");
    expect(bad.code).toBe(2);
  }, 30_000);
});

const USER = {
  id: 'u1',
  demographicNo: 1,
  firstName: 'Test',
  lastName: 'Patient',
  address: '1 Main St',
  city: 'Vancouver',
  province: 'BC',
  postal: 'V5K0A1',
  phone: '',
  mobilePhone: '6045550100',
  internationalPhone: '',
  birthday: { year: 1990, month: '01', day: '02' },
  careCard: { number: '9698658215', province: 'BC' },
  sex: 'Female',
  email: 'test@example.com',
  country: 'Canada',
  preferredPharmacy: null,
  familyDoc: true,
  isChanged: false,
  shouldUpdate: false,
  blocked: false,
  askmedBlocked: false,
};
const FEES = {
  SICK_NOTE: { MSP_ELIGIBLE: 65, PRIVATE: 130 },
  LAB_TEST: { MSP_ELIGIBLE: 20, PRIVATE: 100 },
  SCHOOL_WORK_FORM: { FIRST_PAGE: 250, ADDITIONAL_PAGE: 75, DISABILITY_FLAT_FEE: 750 },
};
const TOKEN_NOT_VALID = { type: 'tokenNotValid', message: 'Your session has expired.' };

type Answer = { status: number; body: unknown; type?: string; noStore?: false } | 'drop' | 'hang';

/** Each call as a wrong service answers it; the rest agree with the document. */
function wrongAnswer(call: string, token: string | undefined): Answer {
  const ok = (body: unknown) => ({ status: 200, body });
  if (call === 'GET /me') return token ? ok(USER) : { status: 401, body: TOKEN_NOT_VALID };
  const answers: Record<string, Answer> = {
    'GET /config/fees': ok({ ...FEES, currency: 'CAD' }), // an extra field
    'GET /services2/anouncement': ok({ value: 'Closed on Monday' }), // a wrong type
    'GET /services/oscarStatus': ok({}), // a required field missing
    'GET /pharmacy/all': { status: 403, body: { message: 'Forbidden' } }, // an undocumented status
    'GET /medication-api/icd/name/asthma': { status: 200, body: [], noStore: false },
    'GET /medication-api/drug/name/amox': { status: 200, body: '<p>None</p>', type: 'text/html' },
    'POST /session/refresh': { status: 401, body: TOKEN_NOT_VALID },
    'GET /services2/medical/record/contract-check-no-such-link': ok({ success: true }),
    'GET /me/appointments': 'drop', // a network error
    'GET /message/?limit=15&skip=0': 'hang', // a timeout
    'GET /message/awaiting-reply': { status: 404, body: { message: 'Not Found' } }, // no such call
    'GET /pharmacy/me': ok({ pharmacy: null }),
    'GET /services/medical-info': { status: 401, body: TOKEN_NOT_VALID },
    'GET /message/000000000000000000000000': {
      status: 404,
      body: { success: false, message: 'Message not found.' },
    },
  };
  return answers[call] ?? { status: 404, body: { message: 'Not Found' } };
}

const RIGHT: Record<string, Answer> = {
  'GET /services2/anouncement': { status: 200, body: { value: [] } },
  'GET /services/oscarStatus': { status: 200, body: { status: true } },
  'GET /pharmacy/all': { status: 200, body: [] },
  'GET /medication-api/icd/name/asthma': { status: 200, body: [] },
  'GET /medication-api/drug/name/amox': { status: 200, body: [] },
  'GET /services2/medical/record/contract-check-no-such-link': {
    status: 200,
    body: { success: false, message: 'This link is not valid or has expired.' },
  },
};

describe('against a wrong service', () => {
  let wrong: Server;
  /** Which answers say the service is a test instance. */
  let testInstance: 'none' | 'some' | 'all' = 'none';
  /** The public calls answered as the document says, the fees' extra field aside. */
  let onlyExtraField = false;
  const received: string[] = [];

  function answer(req: IncomingMessage, res: ServerResponse) {
    const call = `${req.method} ${req.url}`;
    received.push(call);
    const found =
      (onlyExtraField ? RIGHT[call] : undefined) ??
      wrongAnswer(call, req.headers['x-auth-token'] as string | undefined);
    if (found === 'drop') return void res.destroy();
    if (found === 'hang') return;
    if (testInstance === 'all' || (testInstance === 'some' && call !== 'GET /config/fees')) {
      res.setHeader('X-Clinic-Test-Instance', 'true');
    }
    res.statusCode = found.status;
    res.setHeader('Content-Type', found.type ?? 'application/json');
    if (found.noStore !== false) res.setHeader('Cache-Control', 'no-store');
    res.end(typeof found.body === 'string' ? found.body : JSON.stringify(found.body));
  }

  beforeAll(async () => {
    wrong = createServer(answer);
    await new Promise<void>((resolve) => wrong.listen(4462, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    wrong.closeAllConnections();
    await new Promise((resolve) => wrong.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
    testInstance = 'none';
    onlyExtraField = false;
  });

  it('names each difference in plain words, an extra field only as a note', async () => {
    const report = await check({
      base: WRONG,
      medicationBase: `${WRONG}/medication-api`,
      token: 'patient-token',
      timeoutMs: 500,
    });
    expect(report.lines).toEqual([
      `Contract check of ${WRONG} against the clinic service's contract`,
      '✓ GET /config/fees',
      '  note: GET /config/fees: the answer: `currency` is not in the document (the portal ignores it)',
      '✗ GET /services2/anouncement: the answer: `value` is the text "Closed on Monday"; the document says array',
      '✗ GET /services/oscarStatus: the answer: `status` is missing',
      '✗ GET /pharmacy/all: the answer: answered 403; the document lists 200, 5XX',
      '✗ GET /icd/name/asthma (medication host): the answer: the header `Cache-Control` is missing',
      '✗ GET /drug/name/amox (medication host): the answer: answered 200 as text/html; the document gives application/json',
      '✓ GET /me (no token)',
      '✓ POST /session/refresh (no cookie)',
      '✗ GET /services2/medical/record/contract-check-no-such-link (a link that cannot exist): the answer: answered a success; the check expects a refusal',
      '✗ GET /me: the answer: `birthday.year` is number 1990; the document says string',
      '✗ GET /me/appointments: no answer: the connection failed (UND_ERR_SOCKET)',
      '✗ GET /message/?limit=15&skip=0: no answer within 0.5 s',
      '- skipped GET /message/{id}: the message list answered no message to read',
      '✗ GET /message/awaiting-reply: the answer: answered 404; the document lists 200, 401, 5XX',
      '✓ GET /pharmacy/me',
      '✗ GET /services/medical-info: the answer: answered 401; the check expects 200 (is the token a live session?)',
      '✓ GET /message/000000000000000000000000 (a message that cannot exist)',
      '- skipped the write calls (POST /login, /services/saveerror, /message/sent, /logout): the service did not say it is a test instance (12 of its 12 answers lacked X-Clinic-Test-Instance: true); writes go to test instances only',
      'The service disagrees with the document: 11 differences above.',
    ]);
    expect(report.exitCode).toBe(1);
  });

  it('with only an extra field, passes: a note is no difference', async () => {
    onlyExtraField = true;
    const report = await check({ base: WRONG, medicationBase: `${WRONG}/medication-api` });
    expect(report.lines.filter((line) => !line.startsWith('✓'))).toEqual([
      `Contract check of ${WRONG} against the clinic service's contract`,
      '  note: GET /config/fees: the answer: `currency` is not in the document (the portal ignores it)',
      '- skipped the write calls (POST /login, /services/saveerror, /message/sent, /logout): the service did not say it is a test instance (7 of its 7 answers lacked X-Clinic-Test-Instance: true); writes go to test instances only',
      'The service agrees with the document on every call sent.',
    ]);
    expect(report.exitCode).toBe(0);
  });

  it('sends no write call unless every answer says it is a test instance', async () => {
    for (const mode of ['none', 'some'] as const) {
      testInstance = mode;
      received.length = 0;
      const report = await check({ base: WRONG, ...PATIENT });
      const lacking = mode === 'none' ? 7 : 1;
      expect(report.lines, mode).toContain(
        '- skipped the write calls (POST /login, /services/saveerror, /message/sent, /logout): ' +
          `the service did not say it is a test instance (${lacking} of its 7 answers lacked ` +
          'X-Clinic-Test-Instance: true); writes go to test instances only',
      );
      expect(
        received.filter((call) => call.startsWith('POST')),
        mode,
      ).toEqual(['POST /session/refresh']);
    }

    testInstance = 'all';
    received.length = 0;
    const report = await check({ base: WRONG, ...PATIENT });
    expect(received).toContain('POST /login');
    expect(report.lines).toContain(
      "✗ POST /login: the answer gave no session token; the session's calls were not sent",
    );
  });

  it('without a login, says the writes need one', async () => {
    testInstance = 'all';
    const report = await check({ base: WRONG });
    expect(report.lines).toContain(
      '- skipped the write calls (POST /login, /services/saveerror, /message/sent, /logout): no --email and --password of a test patient were given',
    );
    expect(received.filter((call) => call.startsWith('POST'))).toEqual(['POST /session/refresh']);
  });
});

describe('the command line', () => {
  it('reads the options, and refuses what it does not know', () => {
    expect(
      parseCheckArguments(['--base', 'http://svc.test/', '--token=abc', '--email', 'a@b.c']),
    ).toEqual({ error: '--email and --password go together' });
    expect(parseCheckArguments(['--base=http://svc.test/api/', '--token', 't'])).toEqual({
      base: 'http://svc.test/api',
      token: 't',
      timeoutMs: 10_000,
    });
    expect(parseCheckArguments([])).toEqual({ error: '--base is required' });
    expect(parseCheckArguments(['--base', 'svc.test'])).toEqual({
      error: "--base must be an http or https address, not 'svc.test'",
    });
    expect(parseCheckArguments(['--base', 'http://a', '--base', 'http://b'])).toEqual({
      error: '--base is given twice',
    });
    expect(parseCheckArguments(['--base'])).toEqual({ error: '--base needs a value' });
    expect(parseCheckArguments(['--base', 'http://a', 'extra'])).toEqual({
      error: "unknown argument 'extra'",
    });
  });
});
