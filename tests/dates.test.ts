// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clinicYear } from '../src/lib/clinicYear';
import { chineseMeridiem, formatDate, formatDateTime } from '../src/lib/dates';

describe('dates in Vancouver time', () => {
  it('formats as MMM DD, YYYY, h:mm A in English', () => {
    // 2026-11-02 17:05 UTC is 9:05 AM in Vancouver (PST, UTC-8).
    expect(formatDateTime('2026-11-02T17:05:00Z', 'en')).toBe('Nov 02, 2026, 9:05 AM');
  });

  it('formats in natural Chinese with 上午 / 下午', () => {
    expect(formatDateTime('2026-11-02T17:05:00Z', 'cn')).toBe('2026年11月2日 上午 9:05');
    expect(formatDateTime('2026-07-01T22:30:00Z', 'cn')).toBe('2026年7月1日 下午 3:30');
  });

  it('follows daylight saving time (PDT, UTC-7, in summer)', () => {
    expect(formatDateTime('2026-07-01T22:30:00Z', 'en')).toBe('Jul 01, 2026, 3:30 PM');
  });

  it('uses the Vancouver date, not the UTC date, near midnight', () => {
    expect(formatDate('2026-01-01T05:00:00Z', 'en')).toBe('Dec 31, 2025');
    expect(clinicYear(new Date('2026-01-01T05:00:00Z'))).toBe(2025);
    expect(clinicYear(new Date('2026-01-01T09:00:00Z'))).toBe(2026);
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});

describe('the part of the day in Chinese', () => {
  // Vancouver is UTC-8 in November: 08:30Z is 00:30 there.
  it('says 凌晨 from midnight to 5:59 and 中午 from 12:00 to 12:59', () => {
    expect(formatDateTime('2026-11-20T08:30:00Z', 'cn')).toBe('2026年11月20日 凌晨 12:30');
    expect(formatDateTime('2026-11-20T13:59:00Z', 'cn')).toBe('2026年11月20日 凌晨 5:59');
    expect(formatDateTime('2026-11-20T14:00:00Z', 'cn')).toBe('2026年11月20日 上午 6:00');
    expect(formatDateTime('2026-11-20T19:59:00Z', 'cn')).toBe('2026年11月20日 上午 11:59');
    expect(formatDateTime('2026-11-20T20:00:00Z', 'cn')).toBe('2026年11月20日 中午 12:00');
    expect(formatDateTime('2026-11-20T20:59:00Z', 'cn')).toBe('2026年11月20日 中午 12:59');
    expect(formatDateTime('2026-11-20T21:00:00Z', 'cn')).toBe('2026年11月20日 下午 1:00');
    expect(formatDateTime('2026-11-21T07:59:00Z', 'cn')).toBe('2026年11月20日 下午 11:59');
    // English keeps AM / PM.
    expect(formatDateTime('2026-11-20T20:05:00Z', 'en')).toBe('Nov 20, 2026, 12:05 PM');
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
