import { clinicWallClockAt, wallClockOf, type WallClock } from './clinicZone';

// The clinic's wall clock for any date or time the portal shows: the one path every formatter
// takes (docs/site.md#the-clinics-clock). Arithmetic only, no dayjs and no Intl: light enough for
// the dashboard's first load (docs/constants.md#first-load-budget), usable by the mock clinic, and
// the same in every engine whatever its time-zone data.

export type { WallClock };

/** Written on the clinic's clock: a day, a day and a time, or either with one of B.C.'s offsets. */
const WRITTEN = /^(\d{4}-\d\d-\d\d)(?:[T ](\d\d:\d\d)(?::\d\d(?:\.\d+)?)?(?:-0[78]:00)?)?$/;

/** An instant that says its own offset (UTC 'Z' or another): one moment wherever it is read. */
const ZONED = /\d(?:Z|[+-]\d\d:\d\d)$/;

/**
 * The clinic's wall clock at a date or instant, or null when it is none.
 * - Written with one of Vancouver's offsets (-08:00, -07:00): read as written. The service is the
 *   clinic's clock.
 * - A plain day, or a day and time without an offset: read as written too (a sick note's days are
 *   days, not moments; and a time without an offset read in the device's zone would depend on it).
 * - Any other ISO 8601 instant (UTC 'Z', another offset), an epoch number or a Date: converted by
 *   the portal's own rule for the clinic's zone (src/lib/clinicZone.ts), never by the device's
 *   time-zone data. Any other text is no date (Date.parse would read some in the device's zone).
 */
export function clinicWallClock(value: string | number | Date): WallClock | null {
  if (typeof value === 'string') {
    const text = value.trim();
    const written = WRITTEN.exec(text);
    if (written) {
      const wall = `${written[1]}T${written[2] ?? '00:00'}`;
      const time = Date.parse(`${wall}Z`);
      // A day that does not exist comes back as another (30 February as 2 March): none.
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(wall)
        ? wallClockOf(time)
        : null;
    }
    value = ZONED.test(text) ? Date.parse(text) : NaN;
  }
  const time = +value;
  return Number.isFinite(time) ? clinicWallClockAt(time) : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of the clinic's day at a date or instant ('' when invalid). */
export function clinicDay(value: string | number | Date): string {
  const clock = clinicWallClock(value);
  return clock ? `${clock.year}-${pad(clock.month)}-${pad(clock.day)}` : '';
}
