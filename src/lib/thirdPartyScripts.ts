// Which scripts we do not own have been loaded into this page, and where a session may be shown
// beside them (docs/session-security.md, "Decided" point 1). A script from a provider runs with
// the page's rights: it can hook every call and read what the page shows. So:
// - reCAPTCHA and analytics belong to public pages only. Once either is in the page, the tab's
//   calls go without its token (src/api/session.ts), and a patient page is loaded afresh, as a new
//   document that never had them.
// - Stripe.js belongs to the payment pages only, where the card is typed inside Stripe's frame.
//   Leaving them for any other page is a fresh page load too.
// A script cannot be unloaded from a page; a new page load is the only way to be rid of it.

export type ThirdPartyScript = 'recaptcha' | 'analytics' | 'stripe';

/** Scripts that never share a page with a patient's session. */
const PUBLIC_ONLY: readonly ThirdPartyScript[] = ['recaptcha', 'analytics'];

/** The payment pages and the page the payment returns to, where Stripe.js is needed. */
const STRIPE_PAGES = /^\/(sick-note|school-work-form)\/payment(\/success)?\/?$/i;

/**
 * True when a page at `pathname` (of the given access) may not be shown in a document that has
 * loaded `loaded`: it needs a fresh page load.
 */
export function needsFreshPage(
  loaded: ReadonlySet<ThirdPartyScript>,
  pathname: string,
  access: 'public' | 'guest' | 'patient',
): boolean {
  if (access === 'patient' && PUBLIC_ONLY.some((name) => loaded.has(name))) return true;
  return loaded.has('stripe') && !STRIPE_PAGES.test(pathname);
}

/** True when a script that must not see the session is in `loaded`. */
export function hidesSession(loaded: ReadonlySet<ThirdPartyScript>): boolean {
  return PUBLIC_ONLY.some((name) => loaded.has(name));
}

const loaded = new Set<ThirdPartyScript>();
let onHidden: () => void = () => {};

/**
 * The store registers here to let go of the session's token once a script that must not see it
 * is in the page (a logged-in patient on the public sick-note check): held in the app's state,
 * a script could still reach it through the page's objects.
 */
export function onSessionHidden(listener: () => void): void {
  onHidden = listener;
}

/** Said just before a provider's script is added to the page (it cannot be taken out again). */
export function thirdPartyLoading(name: ThirdPartyScript): void {
  const wasHidden = hidesSession(loaded);
  loaded.add(name);
  // After the caller's render (BotCheck says so while rendering), before the script can load.
  if (!wasHidden && hidesSession(loaded)) queueMicrotask(() => onHidden());
}

/** The scripts this page has loaded so far. */
export function loadedThirdParties(): ReadonlySet<ThirdPartyScript> {
  return loaded;
}

/** True when this page's calls must go without the session's token. */
export function sessionHiddenHere(): boolean {
  return hidesSession(loaded);
}
