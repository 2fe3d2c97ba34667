// localStorage can throw (private mode, quota, disabled storage); the portal must keep working.

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the value simply is not remembered.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Not remembered; the patient lands on the dashboard instead.
  }
}

export function removeSession(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export const storageKeys = {
  token: 'token',
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
  /** A payment handed to the bank and not yet confirmed (src/lib/paymentAtBank.ts). */
  paymentAtBank: 'payment.atBank',
} as const;

/**
 * Logout removes every one of these, in every tab, so the next person at a shared computer
 * finds none of them.
 */
export const sessionScopedKeys: string[] = [...Object.values(sessionKeys), storageKeys.returnTo];

/**
 * localStorage keys earlier versions wrote and nothing reads any more: 'formId', a paid form's
 * id (the upload page takes it from its address). A logout removes them from shared computers.
 */
export const retiredLocalKeys: readonly string[] = ['formId'];
