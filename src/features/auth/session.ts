// Where a login session lives in the browser and when it is over (docs/session-security.md).
// The token itself lives only in the tab's memory (the store): no script can read it from
// storage. What the tabs share in localStorage names no credential: a mark, a random id of the
// login that tells the tabs which session is current (and that there is one to ask the service
// for, with its HttpOnly refresh cookie, on a reload or a new tab), and the time of the patient's
// last activity. The rules that read them are here, so boot, the idle timer and the other tabs
// agree.

import { env } from '../../config/env';
import {
  keysKeptForBank,
  paymentAtBank,
  readStorage,
  removeSession,
  removeStorage,
  retiredLocalKeys,
  sessionScopedKeys,
  storageKeys,
  writeStorage,
} from '../../lib/storage';
import { latestActivity, msUntilIdle } from './idle';
import type { LogoutReason } from '../../state/auth';

/**
 * Written just before a tab ends a session, so the other tabs can say why theirs ended too: the
 * reason and when, nothing of the token (a logout the service did not hear, offline, must not
 * leave a working token in storage: security review N3). The other tabs hear of it within
 * milliseconds (the storage event), so a reason older than END_REASON_FRESH_MS is another ending's.
 */
export const SESSION_END_KEY = 'sessionEnd';
const END_REASON_FRESH_MS = 10_000;

export function idleTimeoutMs(): number {
  // Mock builds let e2e tests shorten the 5 minutes without a special build.
  if (import.meta.env.VITE_API_MOCK === 'true') {
    const override = Number(readStorage('mock.idleTimeoutMs'));
    if (override > 0) return override;
  }
  return env.idleTimeoutMs;
}

/** The last activity any tab recorded, or 0 when none is kept (an unknown age counts as idle). */
export function storedActivity(): number {
  return latestActivity(0, readStorage(storageKeys.lastActivity));
}

export function recordActivity(now: number = Date.now()): void {
  writeStorage(storageKeys.lastActivity, String(now));
}

/** Milliseconds left before the stored session is idle (0 or less: it is idle now). */
export function msLeftBeforeIdle(ownActivity: number, now: number = Date.now()): number {
  return msUntilIdle(
    latestActivity(ownActivity, readStorage(storageKeys.lastActivity)),
    now,
    idleTimeoutMs(),
  );
}

/** The mark of the session the tabs share, or null when there is none. */
export function storedMark(): string | null {
  return readStorage(storageKeys.session);
}

/** A fresh mark: random, so it says nothing about the session, and unlike any earlier one. */
export function newMark(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Starts keeping a new login in the shared storage: its mark, and the login itself as its latest
 * activity. The token is not stored: the tab keeps it in memory, and the others ask the service.
 */
export function storeSession(mark: string = newMark()): string {
  recordActivity();
  // Why an earlier session ended is no longer anyone's concern.
  removeStorage(SESSION_END_KEY);
  writeStorage(storageKeys.session, mark);
  return mark;
}

/**
 * Forgets a session (named by its mark) in this tab (its per-tab leftovers), and in the shared storage too unless
 * another session has taken its place there meanwhile (a patient who logged in in another tab).
 * A payment at the bank keeps what its confirmation needs (src/lib/storage.ts, "payment at the bank"): those
 * records name their owner, and go when another patient logs in here (src/lib/tabRecords.ts).
 */
export function forgetSession(mark: string | null, reason: LogoutReason): void {
  const kept = paymentAtBank() ? keysKeptForBank : [];
  sessionScopedKeys.filter((key) => !kept.includes(key)).forEach(removeSession);
  retiredLocalKeys.forEach(removeStorage);
  if (mark === null || storedMark() !== mark) return;
  writeStorage(SESSION_END_KEY, JSON.stringify({ reason, at: Date.now() }));
  removeStorage(storageKeys.lastActivity);
  removeStorage(storageKeys.session);
}

/** Why another tab just ended the session, when it said so; undefined when it did not. */
export function recentEndReason(now: number = Date.now()): LogoutReason | undefined {
  try {
    const saved = JSON.parse(readStorage(SESSION_END_KEY) ?? 'null') as unknown;
    if (typeof saved !== 'object' || saved === null) return undefined;
    const { at, reason } = saved as Record<string, unknown>;
    if (typeof at !== 'number' || !(now - at >= 0 && now - at < END_REASON_FRESH_MS)) {
      return undefined;
    }
    return reason === 'user' || reason === 'idle' || reason === 'expired' || reason === 'elsewhere'
      ? reason
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How this tab words a session another tab ended: idle and refused sessions say so here too; a
 * logout there, or another patient's login that replaced it, is "logged out in another tab".
 */
export function reasonEndedElsewhere(now: number = Date.now()): LogoutReason {
  const reason = recentEndReason(now);
  return reason === 'idle' || reason === 'expired' ? reason : 'elsewhere';
}
