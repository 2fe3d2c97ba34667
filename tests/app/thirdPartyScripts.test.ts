import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routes, type Access } from '../../src/app/routes';
import {
  hidesSession,
  needsFreshPage,
  type ThirdPartyScript,
} from '../../src/lib/thirdPartyScripts';

// Which page may be shown in a document that has loaded a provider's script
// (docs/session-security.md, "Decided" point 1): a patient page never beside reCAPTCHA or
// analytics, and Stripe.js only on the payment pages. A script cannot be taken out of a page, so
// any other page is a fresh page load.

const SCRIPTS: readonly ThirdPartyScript[] = ['recaptcha', 'analytics', 'stripe'];
const ACCESS: readonly Access[] = ['public', 'guest', 'patient'];
const PUBLIC_ONLY: readonly ThirdPartyScript[] = ['recaptcha', 'analytics'];

/** Where Stripe.js is needed: the two payment pages and the pages their payments return to. */
const PAYMENT_PATHS = [
  '/sick-note/payment',
  '/sick-note/payment/success',
  '/school-work-form/payment',
  '/school-work-form/payment/success',
] as const;

const set = (...names: ThirdPartyScript[]) => new Set<ThirdPartyScript>(names);

/** Every route of the app at an address it answers (its parameters filled in). */
const ADDRESSES = routes.map(({ path, access }) => ({
  path: path.replace(/:\w+/g, 'abc123'),
  access,
}));

const scripts = fc.uniqueArray(fc.constantFrom(...SCRIPTS)).map((names) => set(...names));
const access = fc.constantFrom(...ACCESS);
// The app's addresses, the payment ones, and anything else a tab may be sent to.
const pathname = fc.oneof(
  fc.constantFrom(...ADDRESSES.map(({ path }) => path)),
  fc.constantFrom(...PAYMENT_PATHS),
  fc.webPath(),
  fc.string().map((text) => `/${text}`),
);

const isPaymentPath = (path: string) =>
  (PAYMENT_PATHS as readonly string[]).includes(path.replace(/\/$/, '').toLowerCase());

describe('a page in a document that has loaded no provider script', () => {
  it('is shown as it is, and the session is used', () => {
    for (const { path, access: of } of ADDRESSES) {
      expect(needsFreshPage(set(), path, of), path).toBe(false);
    }
    expect(hidesSession(set())).toBe(false);
  });
});

describe('beside reCAPTCHA or analytics', () => {
  it.each(PUBLIC_ONLY)('beside %s a patient page is a fresh page load', (name) => {
    for (const path of ['/dashboard', '/account', '/message/abc123', '/sick-note/payment']) {
      expect(needsFreshPage(set(name), path, 'patient'), path).toBe(true);
    }
  });

  it.each(PUBLIC_ONLY)(
    'beside %s the public and visitor pages stay, without the session',
    (name) => {
      expect(needsFreshPage(set(name), '/login', 'guest')).toBe(false);
      expect(needsFreshPage(set(name), '/register', 'public')).toBe(false);
      expect(needsFreshPage(set(name), '/validate', 'public')).toBe(false);
      expect(hidesSession(set(name))).toBe(true);
    },
  );

  it('no patient page is ever shown beside either, whatever else the page holds (property)', () => {
    fc.assert(
      fc.property(scripts, pathname, (loaded, path) => {
        const besidePublicOnly = PUBLIC_ONLY.some((name) => loaded.has(name));
        if (besidePublicOnly) expect(needsFreshPage(loaded, path, 'patient')).toBe(true);
      }),
    );
  });

  it('the session is hidden exactly when either is in the page (property)', () => {
    fc.assert(
      fc.property(scripts, (loaded) => {
        expect(hidesSession(loaded)).toBe(PUBLIC_ONLY.some((name) => loaded.has(name)));
      }),
    );
  });
});

describe('beside Stripe.js', () => {
  it('the four payment pages stay, whoever may open them', () => {
    for (const path of PAYMENT_PATHS) {
      for (const of of ACCESS) expect(needsFreshPage(set('stripe'), path, of), path).toBe(false);
    }
    // The session is used there: the patient pays.
    expect(hidesSession(set('stripe'))).toBe(false);
  });

  it('any other page is a fresh page load, public pages included', () => {
    for (const path of ['/', '/login', '/dashboard', '/sick-note', '/receipts/abc123']) {
      for (const of of ACCESS) expect(needsFreshPage(set('stripe'), path, of), path).toBe(true);
    }
    expect(needsFreshPage(set('stripe'), '/sick-note/payment/other', 'patient')).toBe(true);
    expect(needsFreshPage(set('stripe'), '/x/sick-note/payment', 'patient')).toBe(true);
  });

  it('only the payment pages stay, among every address of the app (property)', () => {
    fc.assert(
      fc.property(pathname, access, (path, of) => {
        expect(needsFreshPage(set('stripe'), path, of)).toBe(!isPaymentPath(path));
      }),
    );
  });

  it('of the app’s routes, exactly the four payment routes may be shown beside it', () => {
    const kept = ADDRESSES.filter(
      ({ path, access: of }) => !needsFreshPage(set('stripe'), path, of),
    );
    expect(kept.map(({ path }) => path).sort()).toEqual([...PAYMENT_PATHS].sort());
  });
});

describe('loading another script', () => {
  it('never makes a page showable that was not (property)', () => {
    fc.assert(
      fc.property(scripts, scripts, pathname, access, (loaded, more, path, of) => {
        const both = new Set([...loaded, ...more]);
        if (needsFreshPage(loaded, path, of)) expect(needsFreshPage(both, path, of)).toBe(true);
        if (hidesSession(loaded)) expect(hidesSession(both)).toBe(true);
      }),
    );
  });
});
