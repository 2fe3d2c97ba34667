// Latency and queued failures that tests and demos inject; every handler passes through
// applyFaults before its real work, so a failure looks the same whichever call it hits. They are
// persisted like the database: a test may queue a failure, then reload the page that meets it.
// A 'lostReply' is the exception: the service does its work, then its answer is lost on the way
// (a dropped connection after a charge), so the handler runs and route.ts drops what it answered.

import { HttpResponse } from 'msw';
import { internalServerError, notFound, tokenNotValid } from './replies';
import { defaultStorage, readJson, writeJson } from './storage';

// A '404' is a service without the call at all (an older service than the portal's contract), for
// the portal's fall-backs to be tested.
export type FailureKind = 'network' | '500' | 'tokenNotValid' | 'lostReply' | '404';

interface QueuedFailure {
  method: string;
  path: string;
  kind: FailureKind;
  remaining: number;
}

interface FaultState {
  latencyMs: number;
  queue: QueuedFailure[];
}

export const FAULTS_STORAGE_KEY = 'mockClinic.faults.v1';

// The persisted queue keeps its shape ({ method, path, kind, remaining }); a kind is one more value.
const KINDS: readonly FailureKind[] = ['network', '500', 'tokenNotValid', 'lostReply', '404'];

const storage = defaultStorage();

function restore(value: unknown): QueuedFailure | null {
  if (typeof value !== 'object' || value === null) return null;
  const { method, path, kind, remaining } = value as Record<string, unknown>;
  if (typeof method !== 'string' || typeof path !== 'string') return null;
  if (!KINDS.includes(kind as FailureKind)) return null;
  // JSON writes an endless Infinity as null.
  const left = remaining === null ? Infinity : remaining;
  return typeof left === 'number' && left > 0
    ? { method, path, kind: kind as FailureKind, remaining: left }
    : null;
}

function loadFaults(): FaultState {
  const saved = readJson(storage, FAULTS_STORAGE_KEY) as Partial<FaultState> | null;
  const queue = Array.isArray(saved?.queue) ? saved.queue.map(restore) : [];
  return {
    latencyMs: typeof saved?.latencyMs === 'number' ? saved.latencyMs : 0,
    queue: queue.filter((failure) => failure !== null),
  };
}

let { latencyMs, queue } = loadFaults();

function saveFaults(): void {
  writeJson(storage, FAULTS_STORAGE_KEY, { latencyMs, queue });
}

export function queueFailure(method: string, path: string, kind: FailureKind, times = 1): void {
  if (!KINDS.includes(kind)) throw new TypeError(`Unknown failure kind: ${String(kind)}`);
  if (!(times > 0)) throw new RangeError('times must be at least 1');
  queue.push({ method: method.toUpperCase(), path, kind, remaining: times });
  saveFaults();
}

interface Waiting {
  since: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  release: () => void;
}

// Answers held back by the latency. A change of latency applies to them too, so a test can watch
// a page wait on a slow answer and then let the answer arrive, without sitting out the delay.
const waiting = new Set<Waiting>();

function schedule(entry: Waiting): void {
  clearTimeout(entry.timer);
  const left = entry.since + latencyMs - Date.now();
  const done = () => {
    waiting.delete(entry);
    entry.release();
  };
  if (left <= 0) done();
  else entry.timer = setTimeout(done, left);
}

function waitOutLatency(): Promise<void> {
  if (latencyMs <= 0) return Promise.resolve();
  return new Promise((release) => {
    const entry: Waiting = { since: Date.now(), timer: undefined, release };
    waiting.add(entry);
    schedule(entry);
  });
}

export function setLatencyMs(ms: number): void {
  latencyMs = Number.isFinite(ms) && ms > 0 ? ms : 0;
  saveFaults();
  for (const entry of [...waiting]) schedule(entry);
}

export function clearFaults(): void {
  latencyMs = 0;
  queue = [];
  saveFaults();
  for (const entry of [...waiting]) schedule(entry);
}

function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** The request's pathname relative to the base the handler was mounted on. */
export function relativePath(requestUrl: string, base: string): string {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const basePath = new URL(base, origin).pathname.replace(/\/+$/, '');
  const path = new URL(requestUrl, origin).pathname;
  if (!basePath || !path.startsWith(basePath)) return path;
  return path.slice(basePath.length) || '/';
}

/** What a queued failure does to the call it meets. */
export type Fault =
  | { kind: 'answer'; response: Response }
  /** Let the handler do its work, then lose its answer as a network error. */
  | { kind: 'lostReply' };

function faultFor(kind: FailureKind): Fault {
  if (kind === 'lostReply') return { kind: 'lostReply' };
  if (kind === 'network') return { kind: 'answer', response: HttpResponse.error() };
  if (kind === '500') return { kind: 'answer', response: internalServerError() };
  if (kind === '404') return { kind: 'answer', response: notFound() };
  return { kind: 'answer', response: tokenNotValid() };
}

/** Waits out the latency, then takes the failure queued for this request, if any. */
export async function takeFault(request: Request, base: string): Promise<Fault | undefined> {
  await waitOutLatency();
  const method = request.method.toUpperCase();
  const path = relativePath(request.url, base);
  const match = queue.find(
    (failure) =>
      (failure.method === '*' || failure.method === method) && pathMatches(failure.path, path),
  );
  if (!match) return undefined;
  match.remaining -= 1;
  if (match.remaining <= 0) queue = queue.filter((failure) => failure !== match);
  saveFaults();
  return faultFor(match.kind);
}

/**
 * Waits out the latency, then returns the answer of the failure queued for this request, if any
 * (a lost reply's is the network error it ends in; route.ts runs the handler before it).
 */
export async function applyFaults(request: Request, base: string): Promise<Response | undefined> {
  const fault = await takeFault(request, base);
  if (!fault) return undefined;
  return fault.kind === 'lostReply' ? HttpResponse.error() : fault.response;
}
