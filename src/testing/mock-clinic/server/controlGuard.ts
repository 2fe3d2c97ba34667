// Who may use the mock server's controls (/__mock/…). CORS only decides whether a page may read an
// answer; the call itself is carried out either way. A browser sends `Origin` with every
// cross-origin POST and with every fetch() from another origin, and a POST whose Content-Type is
// text/plain, a form's or none at all needs no preflight. So a call from a page that is not an
// allowed portal origin, or a POST that is not JSON, is refused before it changes anything.
// Programs outside a browser (the tests, curl) send no Origin and are let through, unless the
// server was started with a control token, which they must then send as X-Mock-Token.

import { createHash, timingSafeEqual } from 'node:crypto';
import type { ControlAnswer } from './controlRoutes';

export const CONTROL_TOKEN_HEADER = 'x-mock-token';

export interface ControlCall {
  method: string;
  origin: string | undefined;
  contentType: string | undefined;
  token: string | undefined;
}

export interface ControlPolicy {
  isAllowedOrigin(origin: string): boolean;
  /** When set, every control call must carry it (X-Mock-Token). */
  controlToken?: string;
}

function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

// Compared as digests of equal length, so the time taken says nothing about the token.
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const refuse = (status: number, error: string): ControlAnswer => ({ status, body: { error } });

/** Why a control call is refused, or undefined when it may go ahead. */
export function controlRefusal(
  call: ControlCall,
  policy: ControlPolicy,
): ControlAnswer | undefined {
  if (call.origin !== undefined && !policy.isAllowedOrigin(call.origin)) {
    return refuse(403, `The mock controls do not answer pages at ${call.origin}`);
  }
  if (call.method === 'POST' && !isJson(call.contentType)) {
    return refuse(415, 'A control call must be sent as Content-Type: application/json');
  }
  if (policy.controlToken !== undefined) {
    if (call.token === undefined || !sameToken(call.token, policy.controlToken)) {
      return refuse(401, 'The mock controls need the token the server printed (X-Mock-Token)');
    }
  }
  return undefined;
}
