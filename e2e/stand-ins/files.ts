// Which stand-in of this folder answers an address of Stripe's or reCAPTCHA's, and its text:
// shared by Playwright's routes (install.ts) and the engines suite's proxy
// (e2e/engines/prod/standInProxy.ts), so both serve the same providers the same way.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const JS = 'application/javascript; charset=utf-8';
const HTML = 'text/html; charset=utf-8';

/** A file of this folder and its type. */
export interface StandInFile {
  file: string;
  type: string;
}

function stripeFile({ pathname }: URL): StandInFile | null {
  // loadStripe's addresses: /v3, /v3/ and /<release train>/stripe.js.
  if (/^\/v3\/?$/.test(pathname) || /^\/(v3|[a-z]+)\/stripe\.js$/.test(pathname)) {
    return { file: 'stripe.js', type: JS };
  }
  if (pathname === '/v3/stand-in/card-frame.html') {
    return { file: 'stripe-card-frame.html', type: HTML };
  }
  if (pathname === '/v3/stand-in/challenge-frame.html') {
    return { file: 'stripe-challenge-frame.html', type: HTML };
  }
  return null;
}

function hooksFile({ pathname }: URL): StandInFile | null {
  return pathname === '/3d_secure_2/authenticate' ? { file: 'bank-page.html', type: HTML } : null;
}

function recaptchaFile({ pathname }: URL): StandInFile | null {
  if (pathname === '/recaptcha/api.js') return { file: 'recaptcha.js', type: JS };
  if (pathname === '/recaptcha/api2/anchor') return { file: 'recaptcha-anchor.html', type: HTML };
  return null;
}

/** The hosts whose scripts and frames the stand-ins answer (api.stripe.com is passed on). */
export const STAND_IN_HOSTS = [
  'js.stripe.com',
  'hooks.stripe.com',
  'www.google.com',
  'www.recaptcha.net',
] as const;

/** The stand-in for an address, or null where the real host would answer 404. */
export function standInFor(url: URL): StandInFile | null {
  if (url.hostname === 'js.stripe.com') return stripeFile(url);
  if (url.hostname === 'hooks.stripe.com') return hooksFile(url);
  if (url.hostname === 'www.google.com' || url.hostname === 'www.recaptcha.net') {
    return url.pathname.startsWith('/recaptcha/') ? recaptchaFile(url) : null;
  }
  return null;
}

/**
 * The stand-in's text; reCAPTCHA's frame gets the one site key it accepts, and the bank's page
 * and frame their shared buttons' style.
 */
export async function readStandIn(found: StandInFile, siteKey: string): Promise<string> {
  const text = await readFile(path.join(here, found.file), 'utf8');
  const buttons = text.includes(BANK_BUTTONS)
    ? await readFile(path.join(here, 'bank-buttons.css'), 'utf8')
    : '';
  // The site key goes into the frame as a JavaScript string literal.
  return text
    .replace("'__STAND_IN_SITE_KEY__'", () => JSON.stringify(siteKey))
    .replace(BANK_BUTTONS, () => buttons);
}

/** Where a stand-in page takes bank-buttons.css. */
const BANK_BUTTONS = '/* __STAND_IN_BANK_BUTTONS__ */';
