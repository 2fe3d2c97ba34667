// A payment handed to the patient's bank (3-D Secure, in Stripe's frame or on the bank's own page)
// and not yet confirmed by the service (security review N1, issue 26 point 1). While it is, the
// tab keeps what the confirmation needs through a logout (the request draft with its payment key
// and form token, the intent the bank returned, the receipt's pending facts), the session is not
// ended as idle, and a return from the bank is activity, not a lapse. Time at the bank counts as
// activity only up to BANK_GRACE_MS: past it, the session ends as any other would, but the
// payment is still not lost (the success route asks the patient to log in and confirms it then).
//
// Plain sessionStorage, per tab: it is the tab that left for the bank that comes back.

import { readSession, removeSession, sessionKeys, writeSession } from './storage';

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

/** The payment is going to the bank now (before the redirect, or as the frame opens). */
export function markAtBank(ownerId: string | null, now: number = Date.now()): void {
  writeSession(sessionKeys.paymentAtBank, JSON.stringify({ ownerId, since: now }));
}

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

/** The service answered the confirmation for good (paid, or refused): nothing is held any more. */
export function leftBank(): void {
  removeSession(sessionKeys.paymentAtBank);
}
