// localStorage and sessionStorage can throw (private mode, quota, disabled storage); the portal must
// keep working: what cannot be read is absent, and what cannot be written is not remembered (a
// return path: the patient lands on the dashboard instead).

type Area = 'localStorage' | 'sessionStorage';

function read(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

function write(area: Area, key: string, value: string): void {
  try {
    window[area].setItem(key, value);
  } catch {
    // Storage full or blocked: the value simply is not remembered.
  }
}

function remove(area: Area, key: string): void {
  try {
    window[area].removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export const readStorage = (key: string) => read('localStorage', key);
export const writeStorage = (key: string, value: string) => write('localStorage', key, value);
export const removeStorage = (key: string) => remove('localStorage', key);

export const readSession = (key: string) => read('sessionStorage', key);
export const writeSession = (key: string, value: string) => write('sessionStorage', key, value);
export const removeSession = (key: string) => remove('sessionStorage', key);

export const storageKeys = {
  /**
   * The mark of the login the tabs share (src/features/auth/session.ts): a random id, never the
   * token, which lives in each tab's memory only.
   */
  session: 'session',
  language: 'lang',
  fees: 'fees',
  returnTo: 'returnTo',
  lastActivity: 'lastActivity',
} as const;

/**
 * The tab's sessionStorage keys that belong to a patient's login session, each written by one
 * feature and named here once, so that logout can remove every one without knowing the features.
 */
export const sessionKeys = {
  /** A sick-note or form request being filled in (health details). */
  requestDraft: 'forms.request',
  /**
   * An upload link's token: it shows a patient's form and leads through their login
   * (src/lib/addressToken.ts). Records and reply links are not part of a login: their tokens
   * stay with the tab that opened them (its sessionStorage ends with it).
   */
  uploadToken: 'upload.token',
  /** The payment intent the payment-success route read from its address. */
  paymentReturn: 'payment.return',
  /** The receipts of this session's payments (src/features/receipts), newest first. */
  receipts: 'payment.receipts',
  /** What a receipt needs that is known only before leaving for the bank's page. */
  receiptPending: 'payment.receiptPending',
  /** A login link not used yet; left behind, a reload would log the next person in. */
  authLinkToken: 'authLink.token',
  /** A payment handed to the bank and not yet confirmed (src/lib/storage.ts, payment at the bank). */
  paymentAtBank: 'payment.atBank',
} as const;

/**
 * Logout removes every one of these, in every tab, so the next person at a shared computer
 * finds none of them.
 */
export const sessionScopedKeys: string[] = [...Object.values(sessionKeys), storageKeys.returnTo];

/**
 * localStorage keys earlier versions wrote and nothing reads any more: 'formId', a paid form's
 * id (the upload page takes it from its address), and 'token', the session token itself (it now
 * lives in memory only: docs/session-security.md). A logout removes them from shared computers,
 * and so does every boot (src/main.tsx): a token left there must not wait for a logout.
 */
export const retiredLocalKeys: readonly string[] = ['formId', 'token'];

// A payment handed to the patient's bank (3-D Secure, in Stripe's frame or on the bank's own page)
// and not yet confirmed by the service (security review N1, issue 26 point 1). While it is, the
// tab keeps what the confirmation needs through a logout (the request draft with its payment key
// and form token, the intent the bank returned, the receipt's pending facts), the session is not
// ended as idle, and a return from the bank is activity, not a lapse. Time at the bank counts as
// activity only up to BANK_GRACE_MS: past it, the session ends as any other would, but the
// payment is still not lost (the success route asks the patient to log in and confirms it then).
//
// Plain sessionStorage, per tab: it is the tab that left for the bank that comes back. It is read
// here, beside the keys (every page's logout and idle timer read it; a module of its own cost
// every first load a chunk of its own); only the payment pages write it (./paymentAtBankMark.ts).

/** Longer than any bank's check (Stripe's own 3-D Secure sessions time out well before). */
export const BANK_GRACE_MS = 30 * 60_000;

export interface AtBank {
  /** The patient who is paying: the records kept for the return are theirs alone. */
  ownerId: string | null;
  /** When the tab handed the payment to the bank (ms since the epoch). */
  since: number;
}

/** The tab's sessionStorage keys a payment at the bank needs back, kept through a logout. */
export const keysKeptForBank: readonly string[] = [
  sessionKeys.requestDraft,
  sessionKeys.paymentReturn,
  sessionKeys.receiptPending,
  sessionKeys.paymentAtBank,
];

/** The parsed marker, whatever its age; null when there is none or it is not one. */
function readMarker(): AtBank | null {
  try {
    const value = JSON.parse(readSession(sessionKeys.paymentAtBank) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { ownerId, since } = value as Record<string, unknown>;
    if (typeof since !== 'number' || !Number.isFinite(since)) return null;
    return { ownerId: typeof ownerId === 'string' ? ownerId : null, since };
  } catch {
    return null;
  }
}

/**
 * The payment this tab handed to the bank, while it awaits its confirmation and is within the
 * grace; null otherwise (none, confirmed, or left at the bank longer than any check takes).
 */
export function paymentAtBank(now: number = Date.now()): AtBank | null {
  const marker = readMarker();
  if (!marker) return null;
  const age = now - marker.since;
  // A time ahead of now is a clock moved back: treat it as just now, not as forever.
  return age <= BANK_GRACE_MS ? marker : null;
}
