// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { clinicInstant } from '../src/testing/mock-clinic/seed/appointments';
import { formatClinicTime } from '../src/features/appointments/clinicTime';
import { clinicToday } from '../src/lib/age';
import { dayPartsOf, formatCalendarDay } from '../src/lib/calendarDay';
import { clinicYear } from '../src/lib/clinicYear';
import { PERMANENT_DAYLIGHT_FROM } from '../src/lib/clinicZone';
import { formatDate, formatDateTime } from '../src/lib/dates';
import { clinicDay, startWindow } from '../src/features/requests/rules/sickNoteDates';

// Issue 27: the same message showed 2:15 PM in Firefox and Chromium (current time-zone data: B.C.
// on UTC-7 all year from 2026) and 1:15 PM in WebKitGTK (Debian's older data: UTC-8 from
// 1 November 2026). The portal shows the clinic's clock by its own rule
// (docs/site.md#the-clinics-clock), so every formatter must give the same, right, strings
// whatever time-zone data the engine has and whatever zone the device is set to. Here each runs
// under three data sets put in Intl.DateTimeFormat's place and the platform's own (Node 20's,
// itself old), each in five device zones.

const RealDateTimeFormat = Intl.DateTimeFormat;
const VANCOUVER = 'America/Vancouver';
/** Where the old data goes back to UTC-8 (2026-11-01T09:00Z) and forward again (2027-03-14). */
const OLD_AUTUMN = Date.UTC(2026, 10, 1, 9);
const OLD_SPRING = Date.UTC(2027, 2, 14, 10);

/** Vancouver's zone as a data set has it at an instant, as a fixed zone Intl knows. */
type ZoneData = (ms: number) => string;

const DATA_SETS: Record<string, ZoneData | null> = {
  // Node's own data, whatever its version.
  platform: null,
  // Debian 12's tzdata 2025b / ICU 72 (WebKitGTK), Node 20's ICU 2025c: B.C. still changes.
  old: (ms) =>
    ms >= PERMANENT_DAYLIGHT_FROM
      ? ms >= OLD_AUTUMN && ms < OLD_SPRING
        ? 'Etc/GMT+8'
        : 'Etc/GMT+7'
      : VANCOUVER,
  // Chromium 156's, Firefox ESR 153's: UTC-7 all year from 2026-03-08T10:00Z.
  current: (ms) => (ms >= PERMANENT_DAYLIGHT_FROM ? 'Etc/GMT+7' : VANCOUVER),
  // Data gone wrong altogether: nothing the portal shows may follow it.
  broken: () => 'Etc/GMT-14',
};

/** Intl.DateTimeFormat as an engine with this data set would answer for America/Vancouver. */
function withZoneData(zoneAt: ZoneData): typeof Intl.DateTimeFormat {
  function DateTimeFormat(
    locales?: string | string[],
    options?: Intl.DateTimeFormatOptions,
  ): Intl.DateTimeFormat {
    if (options?.timeZone !== VANCOUVER) return new RealDateTimeFormat(locales, options);
    const at = (date?: Date | number) => {
      const ms = date === undefined ? Date.now() : Number(date);
      return new RealDateTimeFormat(locales, { ...options, timeZone: zoneAt(ms) });
    };
    const real = new RealDateTimeFormat(locales, options);
    // Own properties in place of the prototype's getters.
    return Object.create(RealDateTimeFormat.prototype, {
      format: { value: (date?: Date | number) => at(date).format(date) },
      formatToParts: { value: (date?: Date | number) => at(date).formatToParts(date) },
      resolvedOptions: { value: () => real.resolvedOptions() },
    }) as Intl.DateTimeFormat;
  }
  DateTimeFormat.supportedLocalesOf =
    RealDateTimeFormat.supportedLocalesOf.bind(RealDateTimeFormat);
  return DateTimeFormat as unknown as typeof Intl.DateTimeFormat;
}

const DEVICE_ZONES = [
  'UTC',
  'America/Vancouver',
  'Asia/Hong_Kong',
  // Its own clocks change on 2026-03-29 01:00Z: dayjs's utcOffset() is an hour off around it.
  'Europe/London',
  'Pacific/Kiritimati',
];

const MESSAGE = '2026-11-27T21:15:00Z';
/** 00:30 on 28 November on the clinic's clock; 23:30 on the 27th by the old data. */
const AFTER_MIDNIGHT = new Date('2026-11-28T07:30:00Z');

/** Everything the portal shows of a date or time, by each of its formatters. */
function shown() {
  return {
    formatDateTime: formatDateTime(MESSAGE, 'en'),
    formatDateTimeCn: formatDateTime(MESSAGE, 'cn'),
    formatDateTimeEpoch: formatDateTime(Date.parse(MESSAGE), 'en'),
    londonChange: formatDateTime('2026-03-29T02:30:00Z', 'en'),
    formatDate: formatDate(AFTER_MIDNIGHT, 'en'),
    formatClinicTime: formatClinicTime(MESSAGE, 'en'),
    formatClinicTimeCn: formatClinicTime(MESSAGE, 'cn'),
    formatCalendarDay: formatCalendarDay(AFTER_MIDNIGHT.toISOString(), 'en'),
    dayPartsOf: dayPartsOf(AFTER_MIDNIGHT.toISOString()),
    clinicToday: clinicToday(AFTER_MIDNIGHT),
    clinicYear: clinicYear(new Date('2027-01-01T07:30:00Z')),
    sickNoteToday: clinicDay(AFTER_MIDNIGHT),
    sickNoteStartWindow: startWindow(AFTER_MIDNIGHT),
    mockAppointment: clinicInstant('2026-12-03', '10:15'),
  };
}

const EXPECTED: ReturnType<typeof shown> = {
  formatDateTime: 'Nov 27, 2026, 2:15 PM',
  formatDateTimeCn: '2026年11月27日 下午 2:15',
  formatDateTimeEpoch: 'Nov 27, 2026, 2:15 PM',
  londonChange: 'Mar 28, 2026, 7:30 PM',
  formatDate: 'Nov 28, 2026',
  formatClinicTime: 'Fri, Nov 27, 2026, 2:15 PM',
  formatClinicTimeCn: '2026年11月27日（星期五）下午 2:15',
  formatCalendarDay: 'Nov 28, 2026',
  dayPartsOf: { year: 2026, month: 11, day: 28 },
  clinicToday: { year: 2026, month: 11, day: 28 },
  clinicYear: 2027,
  sickNoteToday: '2026-11-28',
  sickNoteStartWindow: { min: '2026-09-29', max: '2026-11-29' },
  mockAppointment: '2026-12-03T10:15:00-07:00',
};

const deviceZone = process.env.TZ;

afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

/** The hour Vancouver's data gives the message: what an engine's own formatting would show. */
const dataHour = () =>
  new Intl.DateTimeFormat('en-US', { timeZone: VANCOUVER, hour: 'numeric' }).format(
    Date.parse(MESSAGE),
  );

describe("dates and times on the clinic's clock, whatever the time-zone data", () => {
  it('the data sets differ, as engines do: the message is at 1 PM, 2 PM or 11 AM by them', () => {
    Intl.DateTimeFormat = withZoneData(DATA_SETS.old!);
    expect(dataHour()).toBe('1 PM');
    Intl.DateTimeFormat = withZoneData(DATA_SETS.current!);
    expect(dataHour()).toBe('2 PM');
    Intl.DateTimeFormat = withZoneData(DATA_SETS.broken!);
    expect(dataHour()).toBe('11 AM');
  });

  it('the device zones differ too', () => {
    const offsets = DEVICE_ZONES.map((zone) => {
      process.env.TZ = zone;
      return [MESSAGE, '2026-07-01T12:00:00Z']
        .map((instant) => new Date(instant).getTimezoneOffset())
        .join();
    });
    expect(new Set(offsets).size).toBe(DEVICE_ZONES.length);
  });

  it.each(Object.keys(DATA_SETS))(
    'every formatter shows the same, right, strings with the %s data, in every device zone',
    (name) => {
      const data = DATA_SETS[name];
      if (data) Intl.DateTimeFormat = withZoneData(data);
      for (const zone of DEVICE_ZONES) {
        process.env.TZ = zone;
        expect({ zone, ...shown() }).toEqual({ zone, ...EXPECTED });
      }
    },
  );
});
