// What the patient entered survives a reload (and the bank's authentication page) until the
// request is paid or cancelled. sessionStorage, not localStorage: it lives only as long as the
// tab, so a request typed on a shared computer does not wait there for the next person.

//
// The draft also keeps the Idempotency-Key of the request's payment attempt (review finding 5):
// every charge call of the attempt sends it, a retry after a lost reply included, across a reload
// and the bank's page, so the service answers a repeat with its first outcome instead of charging
// again. A new request draft starts without one; an answer that says no charge was made
// (declined, refused) ends the attempt, and the next card gets a new key.

import { newIdempotencyKey } from '../../lib/idempotencyKey';
import { leftBank } from '../../lib/paymentAtBankMark';
import { readSession, removeSession, sessionKeys, writeSession } from '../../lib/storage';
import { emptyRequest, type FormsState } from './slice';
import { isRecord } from '../../lib/isRecord';

export const DRAFT_KEY = sessionKeys.requestDraft;

export type StoredDraft = Omit<FormsState, 'restored'>;

/** What is stored: the draft, and the payment attempt's key once a payment started. */
type StoredRecord = StoredDraft & { paymentKey?: string };

function parseRecord(raw: string | null): StoredRecord | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value)) return null;
    const kind = value.formType;
    if (kind !== 'sick-note' && kind !== 'school-work-form') return null;
    if (typeof value.ownerId !== 'string' || typeof value.timeOffReason !== 'string') return null;
    return value as unknown as StoredRecord;
  } catch {
    return null;
  }
}

export function parseDraft(raw: string | null): StoredDraft | null {
  const record = parseRecord(raw);
  if (!record) return null;
  // The key is not part of the request's state; only this file reads it.
  const draft: StoredRecord = { ...record };
  delete draft.paymentKey;
  return draft;
}

export function readDraft(): StoredDraft | null {
  return parseDraft(readSession(DRAFT_KEY));
}

// Where sessionStorage cannot be used, the key lives as long as the page.
let keyInMemory: string | null = null;

/** A request page just started over (requestStarted, requestCleared): nothing is in it yet. */
function isFresh(state: FormsState): boolean {
  const empty = emptyRequest(state.formType);
  const fields = Object.keys(empty) as (keyof typeof empty)[];
  return !state.validated && fields.every((field) => state[field] === empty[field]);
}

/** The stored key goes on while the draft is the same request: same patient, kind and form. */
function keptKey(stored: StoredRecord | null, state: FormsState): string | undefined {
  if (!stored?.paymentKey || isFresh(state)) return undefined;
  const same =
    stored.ownerId === state.ownerId &&
    stored.formType === state.formType &&
    (stored.formId ?? null) === (state.formId ?? null);
  return same ? stored.paymentKey : undefined;
}

/** Kept while the request is open; gone once it is paid or there is nothing in it. */
export function writeDraft(state: FormsState): void {
  if (!state.ownerId || state.paymentComplete) {
    clearDraft();
    return;
  }
  const record: StoredRecord & { restored?: boolean } = { ...state };
  delete record.restored;
  const key = keptKey(parseRecord(readSession(DRAFT_KEY)), state);
  if (key) record.paymentKey = key;
  else keyInMemory = null;
  writeSession(DRAFT_KEY, JSON.stringify(record));
}

export function clearDraft(): void {
  keyInMemory = null;
  removeSession(DRAFT_KEY);
}

/** The key of the payment attempt in progress, if one started; nothing is created. */
export function currentPaymentKey(): string | null {
  return parseRecord(readSession(DRAFT_KEY))?.paymentKey ?? keyInMemory;
}

/** The key for the next charge call: the attempt's own, or a new one kept with the draft. */
export function paymentKey(): string {
  const existing = currentPaymentKey();
  if (existing) return existing;
  const key = newIdempotencyKey();
  keyInMemory = key;
  const stored = parseRecord(readSession(DRAFT_KEY));
  if (stored) writeSession(DRAFT_KEY, JSON.stringify({ ...stored, paymentKey: key }));
  return key;
}

/**
 * The service said this attempt charged nothing: the next payment starts a new key, and nothing
 * waits at the bank any more (src/lib/paymentAtBankMark.ts).
 */
export function endPaymentAttempt(): void {
  keyInMemory = null;
  leftBank();
  const stored = parseRecord(readSession(DRAFT_KEY));
  if (!stored?.paymentKey) return;
  const rest: StoredRecord = { ...stored };
  delete rest.paymentKey;
  writeSession(DRAFT_KEY, JSON.stringify(rest));
}
