import { isAxiosError } from './isAxiosError';
import { msgKey, msgText, type Msg } from './message';
import { isRecord } from '../lib/isRecord';

// The one place that turns any failed call into what the patient reads (docs/errors.md#error-policy,
// docs/errors.md#generic-error-handler). It is pure: the side effects a kind asks for (API-unavailable banner, logout) are
// carried out by the caller, so each branch can be tested on its own.

export type ApiErrorKind = 'network' | 'tokenNotValid' | 'server';

export interface ApiError {
  kind: ApiErrorKind;
  /** The detail: our text or the server's. */
  message: Msg;
  /** Extra lines from an errors list. */
  lines: string[];
  status?: number;
}

interface ErrorBody {
  type?: unknown;
  sysError?: unknown;
  message?: unknown;
  errors?: unknown;
  extras?: { message?: unknown };
}

function errorLines(errors: unknown): string[] {
  if (!Array.isArray(errors)) return [];
  return errors
    .map((entry: unknown) => {
      if (typeof entry === 'string') return entry;
      if (isRecord(entry)) {
        const text = entry.msg ?? entry.message;
        return typeof text === 'string' ? text : '';
      }
      return '';
    })
    .filter((line) => line !== '');
}

function apiError(kind: ApiErrorKind, message: Msg, lines: string[], status?: number): ApiError {
  return status === undefined ? { kind, message, lines } : { kind, message, lines, status };
}

export function toApiError(error: unknown): ApiError {
  if (isAxiosError(error)) {
    const body: ErrorBody = isRecord(error.response?.data)
      ? (error.response.data as ErrorBody)
      : {};
    const status = error.response?.status;
    if (!error.response) {
      // Axios reports an unreachable service (offline, DNS, CORS, refused) as 'Network Error'.
      return apiError('network', msgKey('common:errors.networkError'), []);
    }
    if (body.type === 'tokenNotValid') {
      const text = typeof body.message === 'string' ? body.message : '';
      return apiError(
        'tokenNotValid',
        text ? msgText(text) : msgKey('common:session.expired'),
        [],
        status,
      );
    }
    return apiError('server', serverDetail(body, error.message), errorLines(body.errors), status);
  }
  if (error instanceof Error && error.message === 'Network Error') {
    return apiError('network', msgKey('common:errors.networkError'), []);
  }
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return apiError('server', text ? msgText(text) : msgKey('common:errors.unknown'), []);
}

/** sysError first, then data.message, then the error's own message. */
export function serverDetail(body: ErrorBody, fallback: string): Msg {
  if (body.sysError !== undefined && body.sysError !== null) {
    // A database's own refusal says nothing a patient can use; the one call that can meet a
    // duplicate e-mail, POST /register, names it itself (features/auth/register/duplicateEmail.ts).
    return msgKey('common:errors.undefinedSystemError');
  }
  if (typeof body.message === 'string' && body.message) return msgText(body.message);
  if (typeof body.extras?.message === 'string' && body.extras.message) {
    return msgText(body.extras.message);
  }
  return fallback ? msgText(fallback) : msgKey('common:errors.unknown');
}
