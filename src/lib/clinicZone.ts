// The clinic's time zone (British Columbia) as the portal's own rule, by arithmetic alone: no
// Intl time zone and no time-zone data of the device's (docs/site.md#the-clinics-clock). A
// device's data can be out of date: B.C. stopped changing its clocks in 2026, and data from before
// that (Node 20's, Debian 12's, so WebKitGTK's) still puts Vancouver on UTC-8 from 1 November 2026,
// an hour early. When B.C. changes its law again, this file changes (with tests/clinicZone.test.ts).

const MINUTE = 60_000;

/** Pacific standard time, UTC-8, in minutes east of UTC. */
export const STANDARD_OFFSET = -480;
/** Pacific daylight time, UTC-7: all year from PERMANENT_DAYLIGHT_FROM. */
export const DAYLIGHT_OFFSET = -420;
/** 2026-03-08T10:00Z (02:00 PST): clocks went forward and have stayed there since. */
export const PERMANENT_DAYLIGHT_FROM = Date.UTC(2026, 2, 8, 10);

/** The first Sunday on or after a day of a month (from 0), at an hour, in UTC milliseconds. */
function sundayFrom(year: number, month: number, day: number, hour: number): number {
  const date = new Date(Date.UTC(year, month, day, hour));
  return date.setUTCDate(day + ((7 - date.getUTCDay()) % 7));
}

/**
 * The clinic's offset from UTC at an instant, in minutes (-480 or -420):
 * - from 2026-03-08T10:00Z on: -420, all year;
 * - 2007 to then: -420 from the second Sunday of March 10:00 UTC (02:00 PST) to the first Sunday
 *   of November 09:00 UTC (02:00 PDT), else -480;
 * - 1987 to 2006: -420 from the first Sunday of April 10:00 UTC to the last Sunday of October
 *   09:00 UTC, else -480. Earlier instants use the 1987 rule too: no portal record is that old.
 * (The second Sunday is the first from the 8th; the last Sunday of October the first from the 25th.)
 */
export function clinicOffsetMinutes(utcMs: number): number {
  if (utcMs >= PERMANENT_DAYLIGHT_FROM) return DAYLIGHT_OFFSET;
  const year = new Date(utcMs).getUTCFullYear();
  const modern = year > 2006;
  return utcMs >= sundayFrom(year, modern ? 2 : 3, modern ? 8 : 1, 10) &&
    utcMs < sundayFrom(year, modern ? 10 : 9, modern ? 1 : 25, 9)
    ? DAYLIGHT_OFFSET
    : STANDARD_OFFSET;
}

export interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 to 23. */
  hour: number;
  minute: number;
  /** 0 for Sunday to 6 for Saturday. */
  weekday: number;
}

/** The fields of an instant read in UTC: a wall clock already moved to the clinic's time. */
export function wallClockOf(utcMs: number): WallClock {
  const wall = new Date(utcMs);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
  };
}

/** The clinic's wall clock at an instant (milliseconds since 1970 UTC). */
export function clinicWallClockAt(utcMs: number): WallClock {
  return wallClockOf(utcMs + clinicOffsetMinutes(utcMs) * MINUTE);
}
