// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clinicYear } from '../src/lib/clinicYear';
import { chineseMeridiem, formatDate, formatDateTime } from '../src/lib/dates';

describe('dates in Vancouver time', () => {
  it('formats as MMM DD, YYYY, h:mm A in English', () => {
    // 2026-11-02 17:05 UTC is 10:05 AM on the clinic's clock: B.C. keeps UTC-7 all year from 2026.
    expect(formatDateTime('2026-11-02T17:05:00Z', 'en')).toBe('Nov 02, 2026, 10:05 AM');
    // 2025-11-03 17:05 UTC, when B.C. still changed its clocks: 9:05 AM (PST, UTC-8).
    expect(formatDateTime('2025-11-03T17:05:00Z', 'en')).toBe('Nov 03, 2025, 9:05 AM');
  });

  it('formats in natural Chinese with 上午 / 下午', () => {
    expect(formatDateTime('2026-11-02T17:05:00Z', 'cn')).toBe('2026年11月2日 上午 10:05');
    expect(formatDateTime('2026-07-01T22:30:00Z', 'cn')).toBe('2026年7月1日 下午 3:30');
  });

  it('follows daylight saving time (PDT, UTC-7, in summer)', () => {
    expect(formatDateTime('2026-07-01T22:30:00Z', 'en')).toBe('Jul 01, 2026, 3:30 PM');
  });

  it('uses the Vancouver date, not the UTC date, near midnight', () => {
    expect(formatDate('2026-01-01T05:00:00Z', 'en')).toBe('Dec 31, 2025');
    expect(formatDate('2026-12-01T06:59:00Z', 'en')).toBe('Nov 30, 2026');
    expect(formatDate('2026-12-01T07:00:00Z', 'cn')).toBe('2026年12月1日');
    expect(clinicYear(new Date('2026-01-01T05:00:00Z'))).toBe(2025);
    expect(clinicYear(new Date('2026-01-01T09:00:00Z'))).toBe(2026);
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('not a date', 'en')).toBe('');
    expect(formatDateTime('', 'en')).toBe('');
    expect(formatDateTime(Number.NaN, 'en')).toBe('');
    expect(formatDate('2026-02-30', 'en')).toBe('');
    // Other forms Date.parse takes are read in the device's zone: not a date for the portal.
    expect(formatDateTime('Nov 27, 2026 1:15 PM', 'en')).toBe('');
  });
});

describe("every form of a date or time, on the clinic's clock (docs/site.md#the-clinics-clock)", () => {
  const shown = 'Nov 27, 2026, 2:15 PM';
  it('an instant in UTC, with another offset, as a number or a Date: converted by the rule', () => {
    expect(formatDateTime('2026-11-27T21:15:00Z', 'en')).toBe(shown);
    expect(formatDateTime('2026-11-27T21:15:00.000Z', 'en')).toBe(shown);
    expect(formatDateTime('2026-11-28T05:15:00+08:00', 'en')).toBe(shown);
    expect(formatDateTime(Date.parse('2026-11-27T21:15:00Z'), 'en')).toBe(shown);
    expect(formatDateTime(new Date('2026-11-27T21:15:00Z'), 'en')).toBe(shown);
  });

  it("written with one of B.C.'s offsets: as written, even where the rule would say the other", () => {
    expect(formatDateTime('2026-11-27T14:15:00-07:00', 'en')).toBe(shown);
    expect(formatDateTime('2026-11-27T14:15:00-08:00', 'en')).toBe(shown);
  });

  it('a plain day, or a day and time without an offset: as written', () => {
    expect(formatDate('2026-11-27', 'en')).toBe('Nov 27, 2026');
    expect(formatDate('2026-11-27', 'cn')).toBe('2026年11月27日');
    expect(formatDateTime('2026-11-27T14:15', 'en')).toBe(shown);
    expect(formatDateTime('2026-11-27 14:15:00', 'cn')).toBe('2026年11月27日 下午 2:15');
  });
});

describe('the part of the day in Chinese', () => {
  // The clinic is on UTC-7 in November 2026 (all year from 2026): 07:30Z is 00:30 there.
  it('says 凌晨 from midnight to 5:59 and 中午 from 12:00 to 12:59', () => {
    expect(formatDateTime('2026-11-20T07:30:00Z', 'cn')).toBe('2026年11月20日 凌晨 12:30');
    expect(formatDateTime('2026-11-20T12:59:00Z', 'cn')).toBe('2026年11月20日 凌晨 5:59');
    expect(formatDateTime('2026-11-20T13:00:00Z', 'cn')).toBe('2026年11月20日 上午 6:00');
    expect(formatDateTime('2026-11-20T18:59:00Z', 'cn')).toBe('2026年11月20日 上午 11:59');
    expect(formatDateTime('2026-11-20T19:00:00Z', 'cn')).toBe('2026年11月20日 中午 12:00');
    expect(formatDateTime('2026-11-20T19:59:00Z', 'cn')).toBe('2026年11月20日 中午 12:59');
    expect(formatDateTime('2026-11-20T20:00:00Z', 'cn')).toBe('2026年11月20日 下午 1:00');
    expect(formatDateTime('2026-11-21T06:59:00Z', 'cn')).toBe('2026年11月20日 下午 11:59');
    // English keeps AM / PM.
    expect(formatDateTime('2026-11-20T19:05:00Z', 'en')).toBe('Nov 20, 2026, 12:05 PM');
  });

  it('chineseMeridiem splits the 24 hours into four ranges, in order', () => {
    const hours = Array.from({ length: 24 }, (_, hour) => chineseMeridiem(hour));
    expect(hours).toEqual([
      ...Array<string>(6).fill('凌晨'),
      ...Array<string>(6).fill('上午'),
      '中午',
      ...Array<string>(11).fill('下午'),
    ]);
  });

  it('any moment: the Chinese time has the same clock time as the English, and a matching part of the day', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2060-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (moment) => {
          const cn = formatDateTime(moment, 'cn');
          const en = formatDateTime(moment, 'en');
          const match =
            /^(\d{4})年(\d{1,2})月(\d{1,2})日 (凌晨|上午|中午|下午) (\d{1,2}):(\d{2})$/.exec(cn);
          expect(match, cn).not.toBeNull();
          const [, , , , part = '', h = '', mm = ''] = match ?? [];
          const english = /, (\d{1,2}):(\d{2}) (AM|PM)$/.exec(en);
          expect(english?.[1]).toBe(h);
          expect(english?.[2]).toBe(mm);
          const hour24 = (Number(h) % 12) + (english?.[3] === 'PM' ? 12 : 0);
          expect(part).toBe(chineseMeridiem(hour24));
          expect(['凌晨', '上午'].includes(part)).toBe(english?.[3] === 'AM');
        },
      ),
    );
  });
});
