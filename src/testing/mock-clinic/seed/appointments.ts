import { clinicDay } from '../../../lib/clinicClock';
import { clinicOffsetMinutes } from '../../../lib/clinicZone';
import type { MockAppointment } from '../types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A clinic day ('YYYY-MM-DD') as UTC midnight, for counting days and weekdays. */
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A clinic-time wall clock (a day and 'HH:mm') as the service writes an instant: ISO 8601 with
 * the offset B.C. has then (-08:00 or -07:00), by the portal's own rule for the clinic's zone
 * (src/lib/clinicZone.ts), so Node's mock server, MSW in any browser and the end-to-end tests
 * build the same seed whatever their time-zone data.
 */
export function clinicInstant(day: string, time: string): string {
  const wall = Date.parse(`${day}T${time}:00Z`);
  for (const offset of [-480, -420]) {
    if (clinicOffsetMinutes(wall - offset * MINUTE) === offset) {
      return `${day}T${time}:00-0${-offset / 60}:00`;
    }
  }
  throw new RangeError(`${day} ${time} does not exist in Vancouver`);
}

/** The clinic's days are Monday to Friday: a weekend day moves on to the Monday. */
function weekday(ms: number): string {
  const day = new Date(ms).getUTCDay();
  return dayOf(ms + (day === 6 ? 2 : day === 0 ? 1 : 0) * DAY);
}

/**
 * patient@example.com's appointments: one visit done, two still to come. They are placed around
 * the day the seed is built (in clinic time), so "upcoming" stays true whenever the demo or the
 * tests run; a fixed date would expire and leave the dashboard's card empty.
 */
export function buildPatientAppointments(now: Date = new Date()): MockAppointment[] {
  const today = dayMs(clinicDay(now.toISOString()));
  const done = weekday(today - 42 * DAY);
  const phoneCall = weekday(today + 8 * DAY);
  const icbc = weekday(dayMs(phoneCall) + 7 * DAY);
  return [
    {
      id: 'appt-done-physical',
      start: clinicInstant(done, '09:30'),
      end: clinicInstant(done, '09:45'),
      type: 'familyMedicine',
      mode: 'inPerson',
      doctor: 'Dr. Sarah Lin',
      status: 'completed',
    },
    {
      id: 'appt-phone-follow-up',
      start: clinicInstant(phoneCall, '10:15'),
      end: clinicInstant(phoneCall, '10:30'),
      type: 'familyMedicine',
      mode: 'telephone',
      doctor: 'Dr. Sarah Lin',
      status: 'booked',
    },
    {
      id: 'appt-icbc-assessment',
      start: clinicInstant(icbc, '14:00'),
      end: clinicInstant(icbc, '14:30'),
      type: 'icbc',
      mode: 'inPerson',
      doctor: 'Dr. Michael Tse',
      status: 'booked',
    },
  ];
}
