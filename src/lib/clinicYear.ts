import { CLINIC_TZ } from './clinicTimeZone';

/** The current year in Vancouver; Intl only, so the footer does not pull dayjs into every page. */
export function clinicYear(now: Date = new Date()): number {
  const year = new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_TZ, year: 'numeric' }).format(
    now,
  );
  return Number(year);
}
