// The mock clinic's controls as HTTP endpoints under /__mock/: the verbs window.mockClinic offers
// in the browser (src/testing/mock-clinic/controls.ts), for tests and demos that drive the service from outside.

import {
  type FailureKind,
  addStaffMessage,
  answerPatientMessage,
  charges,
  errorReports,
  expireSessions,
  failNext,
  passTime,
  mailbox,
  reset,
  setAnnouncements,
  setClinicOnline,
  setLatency,
} from '../controls';
import { takeContractFindings } from '../../contract/findings';
import { cspReports } from '../handlers/cspReport';

export const CONTROL_PREFIX = '/__mock/';

export interface ControlAnswer {
  status: number;
  body: unknown;
}

const KINDS: readonly FailureKind[] = ['network', '500', 'tokenNotValid', 'lostReply', '404'];

type Fields = Record<string, unknown>;

const ok: ControlAnswer = { status: 200, body: { ok: true } };

function badRequest(message: string): ControlAnswer {
  return { status: 400, body: { error: message } };
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

const getters: Record<string, () => unknown> = {
  mailbox,
  'error-reports': errorReports,
  charges,
  'csp-reports': cspReports,
};

const posts: Record<string, (fields: Fields) => ControlAnswer> = {
  reset: () => {
    reset();
    return ok;
  },
  'clinic-online': ({ online }) => {
    if (typeof online !== 'boolean') return badRequest('online must be true or false');
    setClinicOnline(online);
    return ok;
  },
  'fail-next': ({ method = '*', path, kind, times = 1 }) => {
    if (typeof method !== 'string' || typeof path !== 'string' || !path.startsWith('/')) {
      return badRequest('method (or "*") and a path starting with / are required');
    }
    if (!KINDS.includes(kind as FailureKind)) {
      return badRequest(`kind must be one of ${KINDS.join(', ')}`);
    }
    // JSON has no Infinity: null means every matching call until the next reset.
    const count = times === null ? Infinity : times;
    if (typeof count !== 'number' || !(count >= 1)) return badRequest('times must be 1 or more');
    failNext(method, path, kind as FailureKind, count);
    return ok;
  },
  latency: ({ ms }) => {
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
      return badRequest('ms must be a number of milliseconds, 0 or more');
    }
    setLatency(ms);
    return ok;
  },
  announcements: ({ lines }) => {
    if (!isStringList(lines)) return badRequest('lines must be a list of strings');
    setAnnouncements(lines);
    return ok;
  },
  'expire-sessions': ({ email }) => {
    if (typeof email !== 'string') return badRequest('email is required');
    try {
      expireSessions(email);
      return ok;
    } catch (error) {
      return { status: 404, body: { error: error instanceof Error ? error.message : 'Not found' } };
    }
  },
  'pass-time': ({ ms }) => {
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
      return badRequest('ms must be a number of milliseconds, 0 or more');
    }
    passTime(ms);
    return ok;
  },
  // What the service's exchanges did that contract/clinic-service.yaml does not describe, since
  // the last take: the production-path suites fail the test that caused any.
  'take-contract-findings': () => ({ status: 200, body: takeContractFindings() }),
  'staff-message': ({ email, text }) => {
    if (typeof email !== 'string' || typeof text !== 'string') {
      return badRequest('email and text are required');
    }
    try {
      return { status: 200, body: { id: addStaffMessage(email, text) } };
    } catch (error) {
      return { status: 404, body: { error: error instanceof Error ? error.message : 'Not found' } };
    }
  },
  'answer-message': ({ email, text, id }) => {
    if (typeof email !== 'string' || typeof text !== 'string' || text.trim() === '') {
      return badRequest('email and text are required');
    }
    if (id !== undefined && typeof id !== 'string') return badRequest('id must be a string');
    try {
      return { status: 200, body: { id: answerPatientMessage(email, text, id) } };
    } catch (error) {
      return { status: 404, body: { error: error instanceof Error ? error.message : 'Not found' } };
    }
  },
};

/** The answer to a control call, or undefined when `pathname` is not under /__mock/. */
export function answerControl(
  method: string,
  pathname: string,
  body: string,
): ControlAnswer | undefined {
  if (!pathname.startsWith(CONTROL_PREFIX)) return undefined;
  const verb = pathname.slice(CONTROL_PREFIX.length).replace(/\/+$/, '');
  const get = Object.hasOwn(getters, verb) ? getters[verb] : undefined;
  const post = Object.hasOwn(posts, verb) ? posts[verb] : undefined;
  if (method === 'GET' && get) return { status: 200, body: get() };
  if (method === 'POST' && post) {
    let fields: unknown = {};
    try {
      fields = body.trim() ? JSON.parse(body) : {};
    } catch {
      return badRequest('The body must be JSON');
    }
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
      return badRequest('The body must be a JSON object');
    }
    return post(fields as Fields);
  }
  if (get || post) return { status: 405, body: { error: `Use ${get ? 'GET' : 'POST'}` } };
  return { status: 404, body: { error: `No control ${pathname}` } };
}
