// The mock clinic's hand-off codes (handoffRules.ts has the rule). Kept beside the database, like
// the faults: in localStorage in the browser, so every tab's mock sees a code another tab's press
// asked for, and in memory where there is none (msw/node, npm run mock-server). reset() and
// passTime() in controls.ts reach them here.

import type { HandoffSite } from '../../api/types';
import { createToken } from './ids';
import { type HandoffCode, redeem, withIssued } from './handoffRules';
import { defaultStorage, readJson, writeJson } from './storage';

export const HANDOFF_STORAGE_KEY = 'mockClinic.handoff.v1';

const storage = defaultStorage();
let memory: HandoffCode[] = [];

function isEntry(value: unknown): value is HandoffCode {
  if (typeof value !== 'object' || value === null) return false;
  const { code, site, userId, session, issuedAt } = value as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof site === 'string' &&
    typeof userId === 'string' &&
    typeof session === 'string' &&
    typeof issuedAt === 'number'
  );
}

function load(): HandoffCode[] {
  if (!storage) return memory;
  const saved = readJson(storage, HANDOFF_STORAGE_KEY);
  return Array.isArray(saved) ? saved.filter(isEntry) : [];
}

function save(codes: HandoffCode[]): void {
  memory = codes;
  writeJson(storage, HANDOFF_STORAGE_KEY, codes);
}

/** A new code for the patient's session and one site. */
export function issueHandoffCode(site: HandoffSite, userId: string, session: string): string {
  const now = Date.now();
  const code = createToken();
  save(withIssued(load(), { code, site, userId, session, issuedAt: now }, now));
  return code;
}

/** The code's entry when it works for `site` now (and spends it either way), else null. */
export function redeemHandoffCode(code: string, site: HandoffSite): HandoffCode | null {
  const { entry, codes } = redeem(load(), code, site, Date.now());
  save(codes);
  return entry;
}

/** The codes as stored: what a test looks at. */
export function handoffCodes(): HandoffCode[] {
  return structuredClone(load());
}

export function clearHandoffCodes(): void {
  save([]);
}

/** The service's clock moves on by `ms`: every code is that much older. */
export function ageHandoffCodes(ms: number): void {
  save(load().map((entry) => ({ ...entry, issuedAt: entry.issuedAt - ms })));
}
