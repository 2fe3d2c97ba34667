import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  absenceDays,
  addDays,
  clinicDay,
  daysBetween,
  endAfterStartChange,
  endWindow,
  isEndAllowed,
  isIsoDay,
  isStartAllowed,
  MAX_DAYS_AFTER_START,
  settleEnd,
  START_DAYS_AHEAD,
  START_DAYS_BACK,
  startWindow,
} from '../../src/features/requests/rules/sickNoteDates';
import { PERMANENT_DAYLIGHT_FROM } from '../../src/lib/clinicZone';

// Any instant, November 2026 on included: from 2026-03-08T10:00Z B.C. keeps UTC-7 all year,
// which the rule knows and older time-zone data (Node 20's) does not.
const instants = fc.date({
  min: new Date('2023-01-01T00:00:00Z'),
  max: new Date('2030-12-31T23:59:59Z'),
  noInvalidDate: true,
});

/**
 * An independent reading of "today on the clinic's clock": Intl up to 2026-03-08T10:00Z (where
 * every time-zone data set agrees), the UTC day seven hours back after it.
 */
function vancouverDay(now: Date): string {
  if (now.getTime() >= PERMANENT_DAYLIGHT_FROM) {
    return new Date(now.getTime() - 7 * 3_600_000).toISOString().slice(0, 10);
  }
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Vancouver',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const days = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z') })
  .filter((d) => !Number.isNaN(d.getTime()))
  .map((d) => d.toISOString().slice(0, 10));

describe('today is the calendar day in Vancouver', () => {
  it('matches Intl for any moment', () => {
    fc.assert(
      fc.property(instants, (now) => {
        expect(clinicDay(now)).toBe(vancouverDay(now));
      }),
    );
  });

  it('turns at local midnight, on both sides of the spring change (8 March 2026)', () => {
    // PST (UTC-8) until 02:00 on 8 March, PDT (UTC-7) after.
    expect(clinicDay(new Date('2026-03-08T07:59:59Z'))).toBe('2026-03-07');
    expect(clinicDay(new Date('2026-03-08T08:00:00Z'))).toBe('2026-03-08');
    expect(clinicDay(new Date('2026-03-09T06:59:59Z'))).toBe('2026-03-08');
    expect(clinicDay(new Date('2026-03-09T07:00:00Z'))).toBe('2026-03-09');
  });

  it('turns at local midnight, on both sides of the autumn change (2 November 2025)', () => {
    expect(clinicDay(new Date('2025-11-02T06:59:59Z'))).toBe('2025-11-01');
    expect(clinicDay(new Date('2025-11-02T07:00:00Z'))).toBe('2025-11-02');
    expect(clinicDay(new Date('2025-11-03T07:59:59Z'))).toBe('2025-11-02');
    expect(clinicDay(new Date('2025-11-03T08:00:00Z'))).toBe('2025-11-03');
  });

  it('is not the UTC day late in the Vancouver evening', () => {
    expect(clinicDay(new Date('2026-07-01T05:30:00Z'))).toBe('2026-06-30');
  });

  it('turns at 07:00 UTC in the winter of 2026 too: B.C. no longer goes back to UTC-8', () => {
    expect(clinicDay(new Date('2026-11-28T06:59:59Z'))).toBe('2026-11-27');
    expect(clinicDay(new Date('2026-11-28T07:00:00Z'))).toBe('2026-11-28');
  });
});

describe('the start date window: 60 days ago to tomorrow', () => {
  it('always spans exactly 60 days back and 1 ahead of today, for any today', () => {
    fc.assert(
      fc.property(instants, (now) => {
        const today = clinicDay(now);
        const { min, max } = startWindow(now);
        expect(isIsoDay(min) && isIsoDay(max)).toBe(true);
        expect(daysBetween(min, today)).toBe(START_DAYS_BACK);
        expect(daysBetween(today, max)).toBe(START_DAYS_AHEAD);
        expect(isStartAllowed(min, now)).toBe(true);
        expect(isStartAllowed(max, now)).toBe(true);
        expect(isStartAllowed(addDays(min, -1), now)).toBe(false);
        expect(isStartAllowed(addDays(max, 1), now)).toBe(false);
      }),
    );
  });

  it('keeps its size for every hour around a daylight-saving change', () => {
    const changes = [
      '2025-03-09T00:00:00Z',
      '2025-11-02T00:00:00Z',
      '2026-03-08T00:00:00Z',
      '2026-11-01T00:00:00Z',
    ];
    for (const change of changes) {
      for (let hour = -48; hour <= 48; hour += 1) {
        const now = new Date(Date.parse(change) + hour * 3_600_000);
        const { min, max } = startWindow(now);
        expect(daysBetween(min, max)).toBe(START_DAYS_BACK + START_DAYS_AHEAD);
        expect(addDays(min, START_DAYS_BACK)).toBe(vancouverDay(now));
      }
    }
  });

  it('refuses what is not a date', () => {
    const now = new Date('2026-05-01T20:00:00Z');
    for (const bad of ['', '2026-02-30', '2026-5-1', 'tomorrow', '2026-05-01T00:00']) {
      expect(isStartAllowed(bad, now)).toBe(false);
    }
  });
});

describe('the end date window: the start to the start plus 6 days', () => {
  it('accepts 0 to 6 days after the start and nothing else', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: -30, max: 30 }), (start, offset) => {
        const end = addDays(start, offset);
        expect(isEndAllowed(start, end)).toBe(offset >= 0 && offset <= MAX_DAYS_AFTER_START);
      }),
    );
  });

  it('counts at most 7 days off, both ends included', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: 0, max: MAX_DAYS_AFTER_START }), (start, offset) => {
        expect(absenceDays(start, addDays(start, offset))).toBe(offset + 1);
      }),
    );
    expect(endWindow('2026-03-05')).toEqual({ min: '2026-03-05', max: '2026-03-11' });
  });

  it('goes back to the start when a new start leaves it out of range, else stays', () => {
    fc.assert(
      fc.property(days, days, (start, end) => {
        const kept = endAfterStartChange(start, end);
        expect(isEndAllowed(start, kept)).toBe(true);
        expect(kept).toBe(isEndAllowed(start, end) ? end : start);
      }),
    );
  });

  it('settles any end date: kept inside the window, else the start, with the reason', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: -400, max: 400 }), (start, offset) => {
        const end = addDays(start, offset);
        const settled = settleEnd(start, end);
        // Whatever was entered, what is kept is a day the spec allows.
        expect(isEndAllowed(start, settled.end)).toBe(true);
        if (offset >= 0 && offset <= MAX_DAYS_AFTER_START) {
          expect(settled).toEqual({ end, reset: null });
        } else {
          expect(settled).toEqual({
            end: start,
            reset: offset < 0 ? 'beforeStart' : 'tooLate',
          });
        }
      }),
    );
  });

  it('puts an end that is not a full date back to the start, and is idempotent', () => {
    fc.assert(
      fc.property(days, fc.oneof(fc.string(), days), (start, end) => {
        const once = settleEnd(start, end);
        expect(isEndAllowed(start, once.end)).toBe(true);
        if (!isIsoDay(end)) expect(once).toEqual({ end: start, reset: 'incomplete' });
        expect(settleEnd(start, once.end)).toEqual({ end: once.end, reset: null });
      }),
    );
    expect(settleEnd('2026-03-05', '')).toEqual({ end: '2026-03-05', reset: 'incomplete' });
    expect(settleEnd('2026-03-05', '2026-03-12')).toEqual({ end: '2026-03-05', reset: 'tooLate' });
    expect(settleEnd('2026-03-05', '2026-03-11')).toEqual({ end: '2026-03-11', reset: null });
    expect(settleEnd('2026-03-05', '2026-03-04')).toEqual({
      end: '2026-03-05',
      reset: 'beforeStart',
    });
  });

  it('keeps the end while the start is not a date yet (nothing to measure it against)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !isIsoDay(text)),
        days,
        (start, end) => {
          expect(settleEnd(start, end)).toEqual({ end, reset: null });
        },
      ),
    );
  });

  it('keeps the end while WebKit reports a first day whose year is still being typed', () => {
    // What Safari's date field reports, change by change, as 2026 is typed (issue 27).
    const typed = ['0002-11-20', '0020-11-20', '0202-11-20', '2026-11-20'];
    for (const start of typed) {
      expect(settleEnd(start, '2026-11-22')).toEqual({ end: '2026-11-22', reset: null });
    }
    for (const start of typed.slice(0, 3)) expect(isIsoDay(start)).toBe(false);
    expect(isIsoDay('0999-12-31')).toBe(false);
    expect(isIsoDay('1000-01-01')).toBe(true);
  });

  it('any first day typed year digit by digit leaves an end it keeps in range untouched', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: 0, max: MAX_DAYS_AFTER_START }), (start, offset) => {
        const end = addDays(start, offset);
        const [year = '', monthDay = ''] = [start.slice(0, 4), start.slice(4)];
        // 000Y, 00YY, 0YYY, YYYY: the values WebKit reports as the year is typed.
        const reported = [1, 2, 3, 4].map((n) => `${year.slice(0, n).padStart(4, '0')}${monthDay}`);
        for (const value of reported) {
          expect(settleEnd(value, end)).toEqual({ end, reset: null });
        }
        expect(reported.at(-1)).toBe(start);
      }),
    );
  });

  it('calls an end whose year is still being typed incomplete when it is settled', () => {
    expect(settleEnd('2026-11-20', '0202-11-22')).toEqual({
      end: '2026-11-20',
      reset: 'incomplete',
    });
  });

  it('adds days across a daylight-saving change without losing or gaining one', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2025-11-01', 2)).toBe('2025-11-03');
    expect(endWindow('2026-03-05').max).toBe('2026-03-11');
    expect(absenceDays('2025-10-30', '2025-11-05')).toBe(7);
  });
});
