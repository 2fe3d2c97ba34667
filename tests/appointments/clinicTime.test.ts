import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clinicDay, formatClinicTime } from '../../src/features/appointments/clinicTime';
import { clinicWallClock } from '../../src/lib/clinicClock';
import { PERMANENT_DAYLIGHT_FROM } from '../../src/lib/clinicZone';
import {
  buildPatientAppointments,
  clinicInstant,
} from '../../src/testing/mock-clinic/seed/appointments';

dayjs.extend(utc);
dayjs.extend(timezone);

// An appointment's time on the dashboard: the clinic's wall clock, by the portal's own rule.

describe('appointment times', () => {
  it('are written in Vancouver time in either language', () => {
    expect(formatClinicTime('2026-12-03T10:15:00-08:00', 'en')).toBe('Thu, Dec 03, 2026, 10:15 AM');
    expect(formatClinicTime('2026-12-03T10:15:00-08:00', 'cn')).toBe(
      '2026年12月3日（星期四）上午 10:15',
    );
    // Written in UTC, still read on the clinic's clock (a winter before B.C. kept daylight time).
    expect(formatClinicTime('2025-12-11T22:00:00Z', 'en')).toBe('Thu, Dec 11, 2025, 2:00 PM');
    expect(formatClinicTime('2025-12-11T22:00:00Z', 'cn')).toBe(
      '2025年12月11日（星期四）下午 2:00',
    );
  });

  it('follow daylight saving time: 10:15 in July is UTC-7', () => {
    expect(formatClinicTime('2026-07-02T17:15:00Z', 'en')).toBe('Thu, Jul 02, 2026, 10:15 AM');
  });

  it('cross midnight the clinic way: 02:30 UTC is the evening before in Vancouver', () => {
    expect(clinicDay('2025-12-04T02:30:00Z')).toBe('2025-12-03');
    expect(formatClinicTime('2025-12-04T07:30:00Z', 'cn')).toBe(
      '2025年12月3日（星期三）下午 11:30',
    );
    expect(formatClinicTime('2025-12-04T08:05:00Z', 'en')).toBe('Thu, Dec 04, 2025, 12:05 AM');
    expect(formatClinicTime('2025-12-04T08:05:00Z', 'cn')).toBe(
      '2025年12月4日（星期四）凌晨 12:05',
    );
    expect(formatClinicTime('2025-12-04T20:05:00Z', 'cn')).toBe(
      '2025年12月4日（星期四）中午 12:05',
    );
  });

  it("are read as the service wrote them, with the clinic's offset, whatever the device's time-zone data", () => {
    // B.C. kept daylight time from 2026; data from before would put this visit at 9:15.
    expect(formatClinicTime('2026-12-03T10:15:00-07:00', 'en')).toBe('Thu, Dec 03, 2026, 10:15 AM');
    expect(clinicDay('2026-12-03T23:30:00-08:00')).toBe('2026-12-03');
    // Another offset is not the clinic's clock: converted.
    expect(formatClinicTime('2025-12-03T18:15:00+00:00', 'en')).toBe('Wed, Dec 03, 2025, 10:15 AM');
  });

  it('are empty for what is no instant', () => {
    expect(formatClinicTime('soon', 'en')).toBe('');
    expect(clinicWallClock('')).toBeNull();
  });

  it("agree with the clinic's clock for any instant: the platform's data up to March 2026, UTC-7 after", () => {
    // Up to 2026-03-08T10:00Z every time-zone data set agrees on Vancouver: an independent reading.
    const platform = (ms: number) =>
      dayjs(ms).tz('America/Vancouver').format('ddd, MMM DD, YYYY, h:mm A|YYYY-MM-DD');
    // From then on B.C. keeps UTC-7 all year (older data, Node's included, does not know it).
    const utcMinus7 = (ms: number) =>
      dayjs.utc(ms - 7 * 3_600_000).format('ddd, MMM DD, YYYY, h:mm A|YYYY-MM-DD');
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }), (ms) => {
        const iso = new Date(ms).toISOString();
        const expected = ms < PERMANENT_DAYLIGHT_FROM ? platform(ms) : utcMinus7(ms);
        expect(`${formatClinicTime(iso, 'en')}|${clinicDay(iso)}`).toBe(expected);
      }),
    );
  });
});

describe("the mock clinic's seeded appointments", () => {
  it('are written with the offset B.C. has on their day, winter and summer', () => {
    expect(clinicInstant('2025-12-03', '10:15')).toBe('2025-12-03T10:15:00-08:00');
    expect(clinicInstant('2026-07-03', '10:15')).toBe('2026-07-03T10:15:00-07:00');
    expect(() => clinicInstant('2026-03-08', '02:30')).toThrow(RangeError);
    // From 2026 B.C. keeps UTC-7 all year, whatever the test runner's time-zone data says.
    expect(clinicInstant('2026-12-03', '10:15')).toBe('2026-12-03T10:15:00-07:00');
    expect(clinicInstant('2027-01-15', '14:00')).toBe('2027-01-15T14:00:00-07:00');
    expect(clinicInstant('2025-11-02', '01:30')).toBe('2025-11-02T01:30:00-08:00');
  });

  it('are two booked weekday visits still to come, whatever the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        const booked = buildPatientAppointments(new Date(ms)).filter((a) => a.status === 'booked');
        expect(booked).toHaveLength(2);
        for (const a of booked) {
          expect(Date.parse(a.start)).toBeGreaterThan(ms);
          expect(clinicWallClock(a.start)?.weekday).toBeGreaterThanOrEqual(1);
          expect(clinicWallClock(a.start)?.weekday).toBeLessThanOrEqual(5);
          expect(formatClinicTime(a.start, 'en')).toMatch(/ (10:15 AM|2:00 PM)$/);
        }
      }),
    );
  });
});
