// The footer's year, on every page's first load: so not the whole rule of src/lib/clinicZone.ts
// (a module goes whole into the chunk that first needs it), but what it says about the new year.
// tests/clinicZone.test.ts holds this to the rule at every instant: when B.C.'s law changes,
// that test says so here too.

/** 2026-03-08T10:00Z, as in src/lib/clinicZone.ts: B.C. keeps UTC-7 all year from then. */
const PERMANENT_DAYLIGHT_FROM = Date.UTC(2026, 2, 8, 10);
const HOUR = 3_600_000;

/**
 * The clinic's year at an instant. It differs from UTC's only in the first hours of 1 January,
 * when B.C. was never on daylight time before 2026 (UTC-8) and is on UTC-7 from 2026 on.
 */
export function clinicYear(now: Date = new Date()): number {
  const time = now.getTime();
  return new Date(time - (time >= PERMANENT_DAYLIGHT_FROM ? 7 : 8) * HOUR).getUTCFullYear();
}
