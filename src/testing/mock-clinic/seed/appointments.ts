import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { CLINIC_TZ } from '../../../lib/clinicTimeZone';
import type { MockAppointment } from '../types';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A clinic-time wall clock (a day and 'HH:mm') as the service writes an instant: ISO 8601 with
 * the offset Vancouver has on that day (-08:00 in winter, -07:00 in summer).
 */
export function clinicInstant(day: dayjs.Dayjs, time: string): string {
  return dayjs.tz(`${day.format('YYYY-MM-DD')} ${time}`, CLINIC_TZ).format();
}

/** The clinic's days are Monday to Friday: a weekend day moves on to the Monday. */
function weekday(day: dayjs.Dayjs): dayjs.Dayjs {
  if (day.day() === 6) return day.add(2, 'day');
  return day.day() === 0 ? day.add(1, 'day') : day;
}

/**
 * patient@example.com's appointments: one visit done, two still to come. They are placed around
 * the day the seed is built (in clinic time), so "upcoming" stays true whenever the demo or the
 * tests run; a fixed date would expire and leave the dashboard's card empty.
 */
export function buildPatientAppointments(now: Date = new Date()): MockAppointment[] {
  const today = dayjs(now).tz(CLINIC_TZ).startOf('day');
  const done = weekday(today.subtract(42, 'day'));
  const phoneCall = weekday(today.add(8, 'day'));
  const icbc = weekday(phoneCall.add(7, 'day'));
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
