import { defaultStorage, readJson, writeJson } from './storage';

// The session's refresh cookie (docs/calls.md#session-refresh): HttpOnly, Secure, SameSite=Strict,
// set at login, read by POST /session/refresh and POST /logout, cleared at logout.
//
// `npm run mock-server` (server/service.ts calls answerWithHttpCookies) sets and reads a real cookie, so
// the production-path suites prove the design in the browser. In a mock build the clinic answers
// inside the page (MSW), where no response can set an HttpOnly cookie: there the mock keeps the
// cookie's value in its own storage key, shared by the tabs as a cookie would be. That key is the
// mock's, readable by any script: a mock build is never a patient's portal.

export const REFRESH_COOKIE = 'clinic_refresh';

/** The session's own lifetime (SESSION_LIFETIME_MS): the service refuses it earlier once idle. */
const MAX_AGE_S = 12 * 60 * 60;

let attributes = 'Path=/; HttpOnly; Secure; SameSite=Strict';

/** Where the mock build keeps the value a browser would keep as the cookie. */
export const MOCK_COOKIE_KEY = 'mockClinic.refreshCookie';

let realCookies = false;

/**
 * The mock answers over HTTP: cookies are the browser's, in headers. `secure` is whether the
 * service's own address is https. A real service is, and its cookie is always Secure; the mock
 * service on this machine answers plain http, where WebKit refuses to keep a Secure cookie
 * (Chromium and Firefox make an exception for localhost), so there it leaves Secure out.
 */
export function answerWithHttpCookies({ secure }: { secure: boolean }): void {
  realCookies = true;
  attributes = `Path=/; HttpOnly;${secure ? ' Secure;' : ''} SameSite=Strict`;
}

function cookieHeaderValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The refresh credential the request carries, or null. */
export function refreshIdOf(request: Request): string | null {
  if (realCookies) return cookieHeaderValue(request.headers.get('cookie'), REFRESH_COOKIE) || null;
  const kept = readJson(defaultStorage(), MOCK_COOKIE_KEY);
  return typeof kept === 'string' && kept ? kept : null;
}

/** The Set-Cookie line that keeps `refreshId`, or clears the cookie when it is null. */
export function setCookieLine(refreshId: string | null): string {
  return refreshId === null
    ? `${REFRESH_COOKIE}=; Max-Age=0; ${attributes}`
    : `${REFRESH_COOKIE}=${encodeURIComponent(refreshId)}; Max-Age=${MAX_AGE_S}; ${attributes}`;
}

/** The response, setting the cookie to `refreshId` (null: clearing it). */
export function withRefreshCookie(response: Response, refreshId: string | null): Response {
  if (realCookies) {
    response.headers.append('Set-Cookie', setCookieLine(refreshId));
  } else {
    writeJson(defaultStorage(), MOCK_COOKIE_KEY, refreshId ?? '');
  }
  return response;
}
