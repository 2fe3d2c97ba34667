import { clinicWallClockAt } from './clinicZone';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** The clinic's calendar date ("today" on its clock, src/lib/clinicZone.ts), as numbers. */
export function clinicToday(now: Date = new Date()): { year: number; month: number; day: number } {
  const { year, month, day } = clinicWallClockAt(now.getTime());
  return { year, month, day };
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

/** Whole years of age on the clinic's today, or null for a date that is not real or is in the future. */
export function ageOn(birth: DateParts, now: Date = new Date()): number | null {
  if (!isRealDate(birth)) return null;
  const today = clinicToday(now);
  const [y, m, d] = [Number(birth.year), Number(birth.month), Number(birth.day)];
  const hadBirthday = today.month > m || (today.month === m && today.day >= d);
  const age = today.year - y - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
}
