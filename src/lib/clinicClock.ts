import { CLINIC_TZ } from './clinicTimeZone';

// The clinic's wall clock at an instant, without dayjs: light enough for the dashboard's first
// load (docs/constants.md#first-load-budget) and usable by the mock clinic.

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

let parts: Intl.DateTimeFormat | null = null;

/** The wall clock in America/Vancouver at an instant, by the platform's time-zone data. */
function vancouverClock(time: number): WallClock {
  parts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: CLINIC_TZ,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const found = parts.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(found.find((p) => p.type === type)?.value);
  const year = part('year');
  const month = part('month');
  const day = part('day');
  return {
    year,
    month,
    day,
    // Some engines write midnight as 24 even in a 23-hour cycle.
    hour: part('hour') % 24,
    minute: part('minute'),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** The offsets Vancouver has had or has: standard time and daylight time. */
const CLINIC_OFFSETS: readonly string[] = ['-08:00', '-07:00'];

const WRITTEN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?([+-]\d{2}:\d{2})$/;

/**
 * The clinic's wall clock at an instant (an ISO string), or null when it is not one. An instant
 * the service wrote with one of Vancouver's offsets is read as written: the service is the clinic's
 * clock, while a device's time-zone data can be out of date (British Columbia stopped changing its
 * clocks in 2026, and data from before that puts winter times an hour early). Any other form
 * (UTC, another offset) is converted with the platform's data.
 */
export function clinicWallClock(instant: string): WallClock | null {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return null;
  const written = WRITTEN.exec(instant);
  if (written && CLINIC_OFFSETS.includes(written[6] ?? '')) {
    const [year, month, day, hour, minute] = written.slice(1, 6).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    return { year, month, day, hour, minute, weekday };
  }
  return vancouverClock(time);
}

/** 'YYYY-MM-DD' of the clinic's day at an instant ('' when invalid), for a file's name. */
export function clinicDay(instant: string): string {
  const clock = clinicWallClock(instant);
  if (!clock) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}
