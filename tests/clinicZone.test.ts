// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clinicYear } from '../src/lib/clinicYear';
import {
  clinicOffsetMinutes,
  clinicWallClockAt,
  DAYLIGHT_OFFSET,
  PERMANENT_DAYLIGHT_FROM,
  STANDARD_OFFSET,
} from '../src/lib/clinicZone';

// The portal's own rule for the clinic's zone (docs/site.md#the-clinics-clock).

const MINUTE = 60_000;
const at = (iso: string) => Date.parse(iso);
const offset = (iso: string) => clinicOffsetMinutes(at(iso));

/** Any instant from 1900 to 2200, to the millisecond. */
const instants = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) });

describe("the clinic's offset", () => {
  it('is -480 or -420 at every instant', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        expect([STANDARD_OFFSET, DAYLIGHT_OFFSET]).toContain(clinicOffsetMinutes(ms));
      }),
    );
  });

  it('is -420 at every instant from 2026-03-08T10:00Z on: B.C. no longer changes its clocks', () => {
    expect(PERMANENT_DAYLIGHT_FROM).toBe(at('2026-03-08T10:00:00Z'));
    fc.assert(
      fc.property(fc.integer({ min: PERMANENT_DAYLIGHT_FROM, max: Date.UTC(2300, 0, 1) }), (ms) => {
        expect(clinicOffsetMinutes(ms)).toBe(DAYLIGHT_OFFSET);
      }),
    );
    // Where older time-zone data still moves the clocks back: the message of issue 27.
    expect(offset('2026-11-01T08:59:59.999Z')).toBe(-420);
    expect(offset('2026-11-01T09:00:00Z')).toBe(-420);
    expect(offset('2026-11-27T21:15:00Z')).toBe(-420);
    expect(offset('2027-01-15T12:00:00Z')).toBe(-420);
  });

  // [year, daylight from, standard again from], each at its exact instant.
  const changes: [number, string, string][] = [
    // 1987 to 2006: first Sunday of April, last Sunday of October.
    [1990, '1990-04-01T10:00:00Z', '1990-10-28T09:00:00Z'],
    [2006, '2006-04-02T10:00:00Z', '2006-10-29T09:00:00Z'],
    // 2007 on: second Sunday of March, first Sunday of November.
    [2007, '2007-03-11T10:00:00Z', '2007-11-04T09:00:00Z'],
    [2025, '2025-03-09T10:00:00Z', '2025-11-02T09:00:00Z'],
  ];

  it.each(changes)('changes in %i at the exact instants', (_year, spring, autumn) => {
    expect(clinicOffsetMinutes(at(spring) - 1)).toBe(-480);
    expect(offset(spring)).toBe(-420);
    expect(clinicOffsetMinutes(at(autumn) - 1)).toBe(-420);
    expect(offset(autumn)).toBe(-480);
  });

  it('goes forward in 2026 at the usual instant, and never back', () => {
    expect(offset('2026-03-08T09:59:59.999Z')).toBe(-480);
    expect(offset('2026-03-08T10:00:00Z')).toBe(-420);
    expect(offset('2026-01-01T00:00:00Z')).toBe(-480);
  });

  it('uses the 1987 rule before 1987 (no portal record is that old)', () => {
    expect(offset('1980-04-06T09:59:59Z')).toBe(-480);
    expect(offset('1980-04-06T10:00:00Z')).toBe(-420);
    expect(offset('1980-10-26T08:59:59Z')).toBe(-420);
    expect(offset('1980-10-26T09:00:00Z')).toBe(-480);
  });

  it("agrees with the platform's time-zone data for the past, where every version agrees (1987 to March 2026)", () => {
    // An independent reading, for the years whose rules no data set disputes.
    const platform = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Vancouver',
      timeZoneName: 'longOffset',
    });
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1987, 0, 1), max: PERMANENT_DAYLIGHT_FROM - 1 }),
        (ms) => {
          const name = platform.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value;
          expect(name).toMatch(/^GMT-0[78]:00$/);
          const hours = Number(name?.slice(4, 6));
          expect(clinicOffsetMinutes(ms)).toBe(-hours * 60);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe("the clinic's wall clock", () => {
  it('is the instant moved by the offset: 21:15Z in late November 2026 is 2:15 PM', () => {
    expect(clinicWallClockAt(at('2026-11-27T21:15:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 27,
      hour: 14,
      minute: 15,
      weekday: 5,
    });
    // The UTC day has turned, the clinic's has not.
    expect(clinicWallClockAt(at('2026-01-01T07:59:00Z'))).toMatchObject({
      year: 2025,
      month: 12,
      day: 31,
      hour: 23,
      minute: 59,
      weekday: 3,
    });
  });

  it('round-trips: the wall clock and the offset give back the instant (to the minute)', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const wall = clinicWallClockAt(ms);
        const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
        expect(asUtc - clinicOffsetMinutes(ms) * MINUTE).toBe(
          ms - (((ms % MINUTE) + MINUTE) % MINUTE),
        );
        expect(new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay()).toBe(
          wall.weekday,
        );
      }),
    );
  });

  it('skips the spring hour and repeats the autumn one, before 2026; from 2026 every minute is one', () => {
    // 2025-03-09: 01:59 PST is followed by 03:00 PDT.
    expect(clinicWallClockAt(at('2025-03-09T09:59:00Z')).hour).toBe(1);
    expect(clinicWallClockAt(at('2025-03-09T10:00:00Z')).hour).toBe(3);
    // 2025-11-02: 01:30 comes twice.
    expect(clinicWallClockAt(at('2025-11-02T08:30:00Z')).hour).toBe(1);
    expect(clinicWallClockAt(at('2025-11-02T09:30:00Z')).hour).toBe(1);
    // 2026-11-01: no repeat.
    expect(clinicWallClockAt(at('2026-11-01T08:30:00Z')).hour).toBe(1);
    expect(clinicWallClockAt(at('2026-11-01T09:30:00Z')).hour).toBe(2);
  });

  // src/lib/clinicYear.ts repeats what the rule says about the new year (to keep the rule off every
  // page's first load): held to the rule here.
  it("gives the footer's year as the whole rule would, at any instant and around every new year", () => {
    fc.assert(
      fc.property(instants, (ms) => {
        expect(clinicYear(new Date(ms))).toBe(clinicWallClockAt(ms).year);
      }),
    );
    for (let year = 1987; year <= 2040; year += 1) {
      for (let minutes = -60; minutes <= 10 * 60; minutes += 1) {
        const ms = Date.UTC(year, 0, 1) + minutes * MINUTE;
        expect(clinicYear(new Date(ms))).toBe(clinicWallClockAt(ms).year);
      }
    }
    expect(clinicYear(new Date('2027-01-01T06:59:59Z'))).toBe(2026);
    expect(clinicYear(new Date('2027-01-01T07:00:00Z'))).toBe(2027);
    expect(clinicYear(new Date('2026-01-01T07:59:59Z'))).toBe(2025);
    expect(clinicYear(new Date('2026-01-01T08:00:00Z'))).toBe(2026);
  });
});
