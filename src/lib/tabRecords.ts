// The records a tab keeps for a patient (a request draft, receipts, a payment's return) each carry
// the id of the patient who made them, in an `ownerId` field (security review N2, issue 26 point
// 5). A tab that missed a logout (discarded by the browser, reopened from history) still holds
// them; the next patient who logs in there must find none of them. So when a patient's identity
// is known, every record of another patient goes. Receipts are a list: each entry goes on its own.

import { isRecord } from './isRecord';
import { readSession, removeSession, sessionKeys, writeSession } from './storage';

/** The keys whose records name their owner. */
export const ownedKeys: readonly string[] = [
  sessionKeys.requestDraft,
  sessionKeys.receipts,
  sessionKeys.receiptPending,
  sessionKeys.paymentReturn,
  sessionKeys.paymentAtBank,
];

/**
 * Whether a record may stay with `userId`: its owner is that patient, or it names none on
 * purpose (null: a payment intent read from a bank's return address, which the service itself
 * checks against the caller). A record without the field is from an older version, and goes.
 */
function mayStay(value: unknown, userId: string): boolean {
  if (!isRecord(value) || !('ownerId' in value)) return false;
  return value.ownerId === null || value.ownerId === userId;
}

/** What is left of one stored value for `userId`; null when nothing is. */
export function ownedPart(value: unknown, userId: string): unknown {
  if (Array.isArray(value)) {
    const kept = value.filter((entry) => mayStay(entry, userId));
    return kept.length > 0 ? kept : null;
  }
  return mayStay(value, userId) ? value : null;
}

/** Removes from this tab every record another patient left (called once a patient is known). */
export function dropRecordsNotOwnedBy(userId: string): void {
  for (const key of ownedKeys) {
    const raw = readSession(key);
    if (raw === null) continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      removeSession(key);
      continue;
    }
    const kept = ownedPart(value, userId);
    if (kept === null) removeSession(key);
    else if (kept !== value) writeSession(key, JSON.stringify(kept));
  }
}
