import { clinicWallClockAt } from './clinicZone';

/** The current year on the clinic's clock (src/lib/clinicZone.ts: arithmetic, no dayjs, no Intl). */
export function clinicYear(now: Date = new Date()): number {
  return clinicWallClockAt(now.getTime()).year;
}
