import { CLINIC_TZ } from './clinicTimeZone';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** The calendar date in Vancouver (the clinic's "today"), as numbers. */
export function clinicToday(now: Date = new Date()): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: CLINIC_TZ,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** True for a date that exists on the calendar (no 31 February). */
export function isRealDate({ day, month, year }: DateParts): boolean {
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return false;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
}

/** Whole years of age today in Vancouver, or null for a date that is not real or is in the future. */
export function ageOn(birth: DateParts, now: Date = new Date()): number | null {
  if (!isRealDate(birth)) return null;
  const today = clinicToday(now);
  const [y, m, d] = [Number(birth.year), Number(birth.month), Number(birth.day)];
  const hadBirthday = today.month > m || (today.month === m && today.day >= d);
  const age = today.year - y - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
}
