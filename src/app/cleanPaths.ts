// What a page view or an error report may say of the address: the path with its tokens taken
// out, nothing else. Apart from the rest of analytics, since every build reports errors with it
// and the first load of a page should not carry the consent and sending code along.

// The mock clinic's pages exist in mock builds only: a production build does not even name them
// (scripts/check-production-build.mjs looks for their prefix).
const mockPages = import.meta.env.VITE_API_MOCK === 'true';

/** Paths whose next segment is a token. */
const TOKEN_PREFIXES = [
  'medical/records',
  'auth-message',
  'school-work-form/upload-token',
  ...(mockPages ? ['__mock/confirm'] : []),
];

/**
 * Pages opened from a link that holds a secret (records, message reply, login and upload links),
 * the pages the bank sends a payment back to, and the mock clinic's own pages: nothing at all is
 * sent from them, not even their cleaned path.
 */
const UNMEASURED_PREFIXES = [
  'medical/records',
  'message-reply',
  'auth-message',
  'school-work-form/upload-token',
  'sick-note/payment/success',
  'school-work-form/payment/success',
  ...(mockPages ? ['__mock'] : []),
];

const alternatives = (prefixes: string[]) =>
  prefixes.map((p) => p.replaceAll('/', '\\/')).join('|');
const TOKEN_PATHS = new RegExp(`^(\\/(?:${alternatives(TOKEN_PREFIXES)}))\\/[^/]+`, 'i');
const UNMEASURED = new RegExp(`^\\/(?:${alternatives(UNMEASURED_PREFIXES)})(?:\\/|$)`, 'i');

function decodeSegment(segment: string): string {
  try {
    // '/', '?', '#' and '%' stay encoded: a segment never turns into two, or into a query.
    return decodeURIComponent(segment).replace(/[/?#%]/g, encodeURIComponent);
  } catch {
    return segment;
  }
}

/** The path as the router matches it: no query or hash, one slash at a time, segments decoded. */
function normalPath(pathname: string): string {
  const path = (pathname.split(/[?#]/, 1)[0] ?? '').replace(/\/{2,}/g, '/');
  const decoded = path.split('/').map(decodeSegment).join('/');
  return decoded.startsWith('/') ? decoded : `/${decoded}`;
}

/** The path without a query, a hash or the token of a token page (error reports use it too). */
export function analyticsPath(pathname: string): string {
  return normalPath(pathname).replace(TOKEN_PATHS, '$1/:token');
}

/** False on the pages nothing may be sent from. */
export function isMeasured(pathname: string): boolean {
  return !UNMEASURED.test(normalPath(pathname));
}

/** The fields GA reads for a page, each from the cleaned path only (never the address bar). */
export interface PageFields {
  page_location: string;
  page_path: string;
  page_title: string;
  page_referrer: string;
}

/**
 * The referrer GA may see: within the portal, the cleaned path; from another site, its origin
 * alone. (gtag would otherwise send document.referrer, which after a bank's redirect or a
 * reload can be a full address of ours with a client secret in it.)
 */
export function cleanReferrer(referrer: string, origin: string): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    return url.origin === origin ? origin + analyticsPath(url.pathname) : `${url.origin}/`;
  } catch {
    return '';
  }
}

/**
 * Every field of a page view. The title is the cleaned path too: a page that ever put a name or
 * a date in document.title would otherwise send it.
 */
export function pageFields(pathname: string, origin: string, referrer: string): PageFields {
  const path = analyticsPath(pathname);
  return {
    page_location: origin + path,
    page_path: path,
    page_title: path,
    page_referrer: referrer,
  };
}

/** Text for people (error reports): addresses lose their query, tokens their value. */
export function withoutSecrets(text: string): string {
  return text
    .replace(/(https?:\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi, '$1')
    .replace(
      /(\/+medical\/+records|\/+auth-message|\/+school-work-form\/+upload-token)\/+[^\s/?#"'<>]+/gi,
      '$1/:token',
    )
    .replace(/\b(token|payment_intent|payment_intent_client_secret)=[^\s&"'<>]+/gi, '$1=…')
    .replace(/\bpi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+/g, '…');
}
