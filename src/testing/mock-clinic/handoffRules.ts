// The service's rule for sister-site hand-off codes (docs/calls.md#sister-site-hand-off): a code
// opens the patient's account for one sister site, once, within 60 seconds of being issued. Pure,
// with the clock given, so the rule is tested without waiting; handoffStore.ts keeps the codes.

import type { HandoffSite } from '../../api/types';

export const HANDOFF_SITES: readonly HandoffSite[] = ['medication', 'labTest', 'booking'];

/** How long a code works after it is issued; the answer's `expiresIn` says it in seconds. */
export const HANDOFF_LIFETIME_MS = 60_000;

export interface HandoffCode {
  code: string;
  site: HandoffSite;
  userId: string;
  /** The session token that asked for it: a code from a session that has ended opens nothing. */
  session: string;
  issuedAt: number;
}

export function isHandoffSite(value: unknown): value is HandoffSite {
  return HANDOFF_SITES.includes(value as HandoffSite);
}

/** Still within its 60 seconds at `now` (a code from the future, a clock gone back, is not). */
export function isFresh(entry: HandoffCode, now: number): boolean {
  const age = now - entry.issuedAt;
  return age >= 0 && age < HANDOFF_LIFETIME_MS;
}

/** The codes worth keeping at `now`: the spent ones are already gone, the stale ones go. */
export function liveCodes(codes: readonly HandoffCode[], now: number): HandoffCode[] {
  return codes.filter((entry) => isFresh(entry, now));
}

/** The store after a new code is issued. */
export function withIssued(
  codes: readonly HandoffCode[],
  entry: HandoffCode,
  now: number,
): HandoffCode[] {
  return [...liveCodes(codes, now), entry];
}

export interface Redeemed {
  /** The code's entry when it works for this site now; null otherwise, whatever the reason. */
  entry: HandoffCode | null;
  /** The store afterwards: a code that is presented is spent, whether it worked or not. */
  codes: HandoffCode[];
}

/**
 * A sister site presents `code`. It works once, for the site it was issued for, within its 60
 * seconds. Presented by another site, or late, it is spent all the same: a code seen where it
 * should not be is treated as leaked, and the patient asks for a new one with a press.
 */
export function redeem(
  codes: readonly HandoffCode[],
  code: string,
  site: HandoffSite,
  now: number,
): Redeemed {
  const found = code === '' ? undefined : codes.find((entry) => entry.code === code);
  const rest = liveCodes(
    codes.filter((entry) => entry !== found),
    now,
  );
  const works = found !== undefined && found.site === site && isFresh(found, now);
  return { entry: works ? found : null, codes: rest };
}
