// Which pages may call the mock clinic from a browser, and what they may send and read.

/** What the portal sends beyond the CORS-safelisted headers (src/api/session.ts, payment/api.ts). */
export const ALLOWED_REQUEST_HEADERS = [
  'Content-Type',
  'x-auth-token',
  'x-access-token',
  'Idempotency-Key',
  'Accept-Language',
];

/**
 * Response headers a page may read besides the safelisted ones. The portal reads only Content-Type
 * (safelisted); a record download's file name is offered too, as a real service would.
 */
export const EXPOSED_RESPONSE_HEADERS = ['Content-Disposition'];

export const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

// The portal served from this machine on any port: `npm run dev` (5173), `vite preview` (4173),
// the e2e builds and nginx, and the South Vancouver brand opened as southvan.localhost.
const LOOPBACK_ORIGIN =
  /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)(:\d+)?$/i;

/**
 * A page's origin may call the service when it is on this machine or listed in `extra`
 * (MOCK_CORS_ORIGINS, comma-separated, for a portal served from another host name).
 */
export function createOriginCheck(extra: readonly string[] = []): (origin: string) => boolean {
  const listed = new Set(extra.map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean));
  return (origin) => listed.has(origin) || LOOPBACK_ORIGIN.test(origin);
}
