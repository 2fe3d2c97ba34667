// docs/requests.md#sick-note-dates: the start date may be from 60 days ago to tomorrow; the end date from the
// start to the start plus 6 days (7 days in all), and it goes back to the start when it is out of
// range, however it got there: typed, picked, or left behind by a new start (settleEnd). "Today" is
// the clinic's calendar day (src/lib/clinicZone.ts), whatever the device's zone or its data.
//
// Days are plain 'YYYY-MM-DD' strings (what <input type="date"> reads and writes). Arithmetic on
// them is done in UTC, where every day has 24 hours, so a daylight-saving change cannot shift a
// day; only "today" depends on the clinic's clock.

import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { clinicDay as clinicDayAt } from '../../../lib/clinicClock';

dayjs.extend(utc);

export const START_DAYS_BACK = 60;
export const START_DAYS_AHEAD = 1;
/** The end may be this many days after the start: at most 7 consecutive days in all. */
export const MAX_DAYS_AFTER_START = 6;

export interface DayWindow {
  min: string;
  max: string;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Below it a year is still being typed: WebKit reports 0002, 0020, 0202 on the way to 2026. */
const FIRST_COMPLETE_YEAR = 1000;

/**
 * True for a complete, real calendar day written YYYY-MM-DD: a rule that acts on a date acts only
 * on one of these. WebKit's date field reports each half-typed year (0002, 0020, 0202, then 2026)
 * where Chromium and Firefox report only complete dates; a year below 1000 is one on its way.
 */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_COMPLETE_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The clinic's calendar day at the moment `now`. */
export function clinicDay(now: Date = new Date()): string {
  return clinicDayAt(now);
}

export function addDays(day: string, count: number): string {
  return dayjs.utc(day).add(count, 'day').format('YYYY-MM-DD');
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}

/** Where the first day off may fall, given the clinic's today. */
export function startWindow(now: Date = new Date()): DayWindow {
  const today = clinicDay(now);
  return { min: addDays(today, -START_DAYS_BACK), max: addDays(today, START_DAYS_AHEAD) };
}

/** Where the last day off may fall, given the first. */
export function endWindow(start: string): DayWindow {
  return { min: start, max: addDays(start, MAX_DAYS_AFTER_START) };
}

/** ISO days compare as text, so a window check needs no parsing. */
export function isInWindow(day: string, { min, max }: DayWindow): boolean {
  return isIsoDay(day) && day >= min && day <= max;
}

export function isStartAllowed(start: string, now: Date = new Date()): boolean {
  return isInWindow(start, startWindow(now));
}

export function isEndAllowed(start: string, end: string): boolean {
  return isIsoDay(start) && isInWindow(end, endWindow(start));
}

/** The end date to keep after the start changed: unchanged when still allowed, else the start. */
export function endAfterStartChange(start: string, end: string): string {
  return settleEnd(start, end).end;
}

/** Why an end date was put back to the start: before it, too long after it, or not a full date. */
export type EndResetReason = 'beforeStart' | 'tooLate' | 'incomplete';

export interface SettledEnd {
  /** The end date to keep. */
  end: string;
  /** Null when the end was kept as it was. */
  reset: EndResetReason | null;
}

/**
 * The spec's rule for the last day off: kept when it lies from the start to the start plus 6
 * days, else reset to the start, with the reason, so the page can tell the patient why. Until the
 * start is itself a real day there is nothing to measure the end against, and it is kept.
 */
export function settleEnd(start: string, end: string): SettledEnd {
  if (!isIsoDay(start) || isEndAllowed(start, end)) return { end, reset: null };
  const reset: EndResetReason = !isIsoDay(end)
    ? 'incomplete'
    : end < start
      ? 'beforeStart'
      : 'tooLate';
  return { end: start, reset };
}

/** Days off, counting both ends (a note for one day has start = end). */
export function absenceDays(start: string, end: string): number {
  return daysBetween(start, end) + 1;
}
