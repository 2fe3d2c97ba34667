import type {
  Appointment,
  AppointmentKind,
  AppointmentMode,
  AppointmentStatus,
} from '../../api/types';

/**
 * How many appointments the dashboard lists. The card keeps one height whatever it holds, so the
 * service cards below never move when the list arrives (docs/dashboard.md#upcoming-appointments):
 * every row allowed is room every patient's dashboard holds, the ones with none included. Two
 * cover the next visit and the one after it (a test, then its follow-up); the booking site
 * lists every one.
 */
export const UPCOMING_CAP = 2;

const KINDS: readonly AppointmentKind[] = ['familyMedicine', 'icbc', 'driversMedical'];
const MODES: readonly AppointmentMode[] = ['inPerson', 'telephone'];
const STATUSES: readonly AppointmentStatus[] = ['booked', 'completed', 'cancelled'];

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  list.includes(value as T);

/**
 * The appointments of the service's answer that the portal can show. One it cannot read (no
 * instant, an end before its start, an unknown type) is left out rather than shown wrong.
 */
export function readAppointments(payload: unknown): Appointment[] {
  if (!Array.isArray(payload)) return [];
  return payload.flatMap((item: unknown): Appointment[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, start, end, type, mode, doctor, status } = item as Record<string, unknown>;
    if (typeof id !== 'string' || id === '') return [];
    if (typeof start !== 'string' || typeof end !== 'string') return [];
    const from = Date.parse(start);
    const to = Date.parse(end);
    if (Number.isNaN(from) || Number.isNaN(to) || to < from) return [];
    if (!oneOf(KINDS, type) || !oneOf(MODES, mode) || !oneOf(STATUSES, status)) return [];
    return [
      { id, start, end, type, mode, doctor: typeof doctor === 'string' ? doctor : '', status },
    ];
  });
}

/**
 * The next booked appointments, soonest first, at most `cap`. One under way (started, not yet
 * ended) still counts: the patient may be waiting for the doctor's call. Completed and cancelled
 * ones are not upcoming, whatever their time.
 */
export function upcomingAppointments(
  appointments: readonly Appointment[],
  now: number,
  cap: number = UPCOMING_CAP,
): Appointment[] {
  return appointments
    .filter((a) => a.status === 'booked' && Date.parse(a.end) > now)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id.localeCompare(b.id))
    .slice(0, Math.max(0, cap));
}
