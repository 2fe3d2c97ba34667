// The mock clinic's database: plain typed collections built from seed/*.ts, persisted to
// localStorage after every change so a reload keeps what the user did, in memory where there is
// no localStorage (msw/node without jsdom).

import type { User } from '../../api/types';
import { createToken } from './ids';
import { buildSeed } from './seed';
import { defaultStorage, readJson, writeJson } from './storage';
import type { MockMessage } from './messagingTypes';
import { unansweredPatientMessage } from './patientMessage';
import type { MockDbState, Session, UserRecord } from './types';
import { isRecord } from '../../lib/isRecord';

export const STORAGE_KEY = 'mockClinic.db.v1';

/** Tokens lapse like the real service's, long enough that no demo runs into it. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

type Listener = () => void;

export interface MockDbStore {
  /** Live state: handlers change it in place, then call save(). */
  readonly state: MockDbState;
  save(): void;
  reset(): void;
  /** Re-read the persisted state, for when another tab changed it. */
  reload(): void;
  /** Called after every save, reset or reload. */
  subscribe(listener: Listener): () => void;
  /** Increases on every change; a cheap snapshot for useSyncExternalStore. */
  version(): number;
}

/**
 * A state saved before issue 32 kept what patients sent apart, in `patientMessages`
 * ({ id, userId, message, createdAt }): those become messages of the patient's list, unanswered,
 * as POST /message/sent now stores them, so a demo's sent messages are not lost by the upgrade.
 */
function upgradedPatientMessages(older: unknown): MockMessage[] {
  if (!Array.isArray(older)) return [];
  return older.filter(isRecord).flatMap((entry) => {
    const { id, userId, message, createdAt } = entry;
    if (typeof id !== 'string' || typeof userId !== 'string') return [];
    if (typeof message !== 'string' || typeof createdAt !== 'string') return [];
    return [unansweredPatientMessage({ _id: id, userId, message, createdAt })];
  });
}

function load(storage: Storage | null): MockDbState {
  const seed = buildSeed();
  const parsed = readJson(storage, STORAGE_KEY);
  if (!isRecord(parsed)) return seed;
  const { patientMessages, ...saved } = parsed;
  // Collections added after the state was saved come from the seed.
  const state = { ...seed, ...saved } as MockDbState;
  const upgraded = upgradedPatientMessages(patientMessages);
  if (upgraded.length > 0) state.messages = [...upgraded, ...state.messages];
  return state;
}

export function createDbStore(storage: Storage | null = defaultStorage()): MockDbStore {
  let state = load(storage);
  let version = 0;
  const listeners = new Set<Listener>();

  const changed = () => {
    version += 1;
    listeners.forEach((listener) => listener());
  };

  const save = () => {
    writeJson(storage, STORAGE_KEY, state);
    changed();
  };

  return {
    get state() {
      return state;
    },
    save,
    reset() {
      state = buildSeed();
      save();
    },
    reload() {
      state = load(storage);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

export const db = createDbStore();

export function resetDb(): void {
  db.reset();
}

export function normalizeEmail(email: string): string {
  return email.replace(/\s+/g, '').toLowerCase();
}

export function findUserByEmail(email: string): UserRecord | undefined {
  const wanted = normalizeEmail(email);
  return db.state.users.find((user) => normalizeEmail(user.profile.email) === wanted);
}

export function findUserById(id: string): UserRecord | undefined {
  return db.state.users.find((user) => user.profile.id === id);
}

/**
 * Like the portal, the service ends a session after 5 minutes without a call: a browser left
 * open on a shared computer, or a token copied out of it, stops working on the service too.
 */
export const SESSION_IDLE_MS = 5 * 60 * 1000;
const LAST_SEEN_PRECISION_MS = 5_000;

/**
 * A payment handed to the bank (3-D Secure) keeps its patient's session from going idle for this
 * long after the charge that asked for the check: the minutes at the bank are the patient paying,
 * and the portal's confirmation on the return needs the session (docs/calls.md, contract
 * addition; the portal's own rule is src/lib/storage.ts, "payment at the bank").
 */
export const BANK_CHECK_GRACE_MS = 30 * 60 * 1000;

/** The patient has a payment waiting for their bank's answer, started within the grace. */
function awaitingBank(userId: string, now: number): boolean {
  return db.state.paymentIntents.some(
    (intent) =>
      intent.userId === userId &&
      intent.status === 'requires_action' &&
      now - intent.createdAt < BANK_CHECK_GRACE_MS,
  );
}

/**
 * Within both lifetimes: 12 hours from the login, 5 minutes from the last call (or a payment at
 * the patient's bank, within its grace).
 */
function isLive(session: Session, now: number): boolean {
  const lastSeen = session.lastSeenAt ?? session.createdAt;
  if (now - session.createdAt > SESSION_LIFETIME_MS) return false;
  return now - lastSeen < SESSION_IDLE_MS || awaitingBank(session.userId, now);
}

/** The account behind a live token; the call counts as the session's latest use. */
export function findUserByToken(token: string | null | undefined): UserRecord | undefined {
  if (!token) return undefined;
  const now = Date.now();
  const session = db.state.sessions.find((candidate) => candidate.token === token);
  if (!session || !isLive(session, now)) return undefined;
  // Saving writes the whole database (and every other tab reloads it): a few seconds of
  // precision on a 5-minute clock is plenty.
  if (now - (session.lastSeenAt ?? session.createdAt) >= LAST_SEEN_PRECISION_MS) {
    session.lastSeenAt = now;
    db.save();
  }
  return findUserById(session.userId);
}

/** Whether a token still opens its session, without counting as a use of it. */
export function isLiveToken(token: string): boolean {
  const session = db.state.sessions.find((candidate) => candidate.token === token);
  return session !== undefined && isLive(session, Date.now());
}

/** The account's sessions end now, as after their 12 hours (a test's token expiring mid-use). */
export function expireSessionsOf(userId: string): void {
  db.state.sessions = db.state.sessions.filter((session) => session.userId !== userId);
  db.save();
}

/** POST /logout: the token stops working at once. */
export function endSession(token: string): void {
  db.state.sessions = db.state.sessions.filter((session) => session.token !== token);
  db.save();
}

/** Starts a session for the user and returns its bearer token. */
export function createSession(userId: string): string {
  const now = Date.now();
  const token = createToken();
  db.state.sessions = db.state.sessions.filter((session) => isLive(session, now));
  db.state.sessions.push({
    token,
    userId,
    createdAt: now,
    lastSeenAt: now,
    refreshId: createToken(),
  });
  db.save();
  return token;
}

/** The refresh cookie's value of the session `token` opens. */
export function refreshIdFor(token: string): string | null {
  return db.state.sessions.find((session) => session.token === token)?.refreshId ?? null;
}

/**
 * POST /session/refresh: the token of the live session the cookie names, which the call counts as
 * a use of (its idle clock restarts); undefined when it names none that is live.
 */
export function refreshSession(refreshId: string | null): string | undefined {
  if (!refreshId) return undefined;
  const session = db.state.sessions.find((candidate) => candidate.refreshId === refreshId);
  if (!session || !findUserByToken(session.token)) return undefined;
  return session.token;
}

/** The token of the session the refresh cookie names, live or not. */
export function tokenOfRefreshId(refreshId: string | null): string | undefined {
  if (!refreshId) return undefined;
  return db.state.sessions.find((session) => session.refreshId === refreshId)?.token;
}

export function endSessionsOf(userId: string): void {
  db.state.sessions = db.state.sessions.filter((session) => session.userId !== userId);
  db.save();
}

/** What a handler may send: a copy, so a caller can never change the store by accident. */
export function publicUser(record: UserRecord): User {
  return structuredClone(record.profile);
}
