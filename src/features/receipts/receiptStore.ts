// The session's receipts in the tab's sessionStorage: they hold a patient's name and what they
// paid for, so they are session-scoped keys (src/lib/storage.ts), gone at every logout in every
// tab. A receipt stays readable for the rest of the session, a reload or the bank's page between.

import { isRecord } from '../../lib/isRecord';
import { readSession, removeSession, sessionKeys, writeSession } from '../../lib/storage';
import {
  completeReceipt,
  parseReceipts,
  pendingFrom,
  withReceipt,
  type PaidFacts,
  type PendingReceipt,
  type Receipt,
} from './receipt';

export function readReceipts(): Receipt[] {
  return parseReceipts(readSession(sessionKeys.receipts));
}

/** The receipt `id` of the patient `ownerId`; another patient's is never found. */
export function findReceipt(id: string, ownerId: string | null): Receipt | null {
  return readReceipts().find((receipt) => receipt.id === id && receipt.ownerId === ownerId) ?? null;
}

/**
 * The receipt a page was sent with in its history state ({ receiptId }: the upload page after a
 * form paid in place), when this tab still keeps it; null otherwise.
 */
export function receiptFromHistoryState(state: unknown, ownerId: string | null): Receipt | null {
  return isRecord(state) && typeof state.receiptId === 'string'
    ? findReceipt(state.receiptId, ownerId)
    : null;
}

function keepReceipt(receipt: Receipt): void {
  writeSession(sessionKeys.receipts, JSON.stringify(withReceipt(readReceipts(), receipt)));
}

const localId = () => `local-${globalThis.crypto.randomUUID()}`;

/**
 * Keeps the receipt of a payment that just succeeded and gives its id. A payment already kept
 * (a reload of the success route confirms it again) keeps its first receipt.
 */
export function recordReceipt(pending: PendingReceipt, facts: PaidFacts): string {
  const receipt = completeReceipt(pending, facts, new Date(), localId);
  const earlier = findReceipt(receipt.id, receipt.ownerId);
  if (earlier) return earlier.id;
  keepReceipt(receipt);
  return receipt.id;
}

/** Before the bank's page: what only this tab knows (the card, the request) for the return. */
export function keepPendingReceipt(pending: PendingReceipt): void {
  writeSession(sessionKeys.receiptPending, JSON.stringify(pending));
}

/** Back from the bank's page: the pending receipt, now taken (read once). */
export function takePendingReceipt(): PendingReceipt | null {
  let value: unknown = null;
  try {
    value = JSON.parse(readSession(sessionKeys.receiptPending) ?? 'null');
  } catch {
    value = null;
  }
  removeSession(sessionKeys.receiptPending);
  return pendingFrom(value);
}
