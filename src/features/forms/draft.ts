// What the patient entered survives a reload (and the bank's authentication page) until the
// request is paid or cancelled. sessionStorage, not localStorage: it lives only as long as the
// tab, so a request typed on a shared computer does not wait there for the next person.

import { readSession, removeSession, writeSession } from '../../lib/storage';
import type { FormsState } from './slice';

export const DRAFT_KEY = 'forms.request';

/** Spec 02 §4: the paid form's id is also kept (localStorage, for the upload page). */
export const FORM_ID_KEY = 'formId';

export type StoredDraft = Omit<FormsState, 'restored'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseDraft(raw: string | null): StoredDraft | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value)) return null;
    const kind = value.formType;
    if (kind !== 'sick-note' && kind !== 'school-work-form') return null;
    if (typeof value.ownerId !== 'string' || typeof value.timeOffReason !== 'string') return null;
    return value as unknown as StoredDraft;
  } catch {
    return null;
  }
}

export function readDraft(): StoredDraft | null {
  return parseDraft(readSession(DRAFT_KEY));
}

/** Kept while the request is open; gone once it is paid or there is nothing in it. */
export function writeDraft(state: FormsState): void {
  if (!state.ownerId || state.paymentComplete) {
    removeSession(DRAFT_KEY);
    return;
  }
  const draft: StoredDraft & { restored?: boolean } = { ...state };
  delete draft.restored;
  writeSession(DRAFT_KEY, JSON.stringify(draft));
}

export function clearDraft(): void {
  removeSession(DRAFT_KEY);
}
