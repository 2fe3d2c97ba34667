// Writes the mark of a payment at the bank that ./storage.ts reads (paymentAtBank): only the payment pages
// do, so this stays out of every other page's first load.

import { removeSession, sessionKeys, writeSession, type AtBank } from './storage';

/** The payment is going to the bank now (before the redirect, or as the frame opens). */
export function markAtBank(ownerId: string | null, now: number = Date.now()): void {
  const mark: AtBank = { ownerId, since: now };
  writeSession(sessionKeys.paymentAtBank, JSON.stringify(mark));
}

/** The service answered the confirmation for good (paid, or refused): nothing is held any more. */
export function leftBank(): void {
  removeSession(sessionKeys.paymentAtBank);
}
