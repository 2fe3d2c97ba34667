// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBirthDate, formatCalendarDay } from '../src/lib/calendarDay';

describe('one way to write a date of birth', () => {
  it('reads 1988年4月12日 in Chinese and April 12, 1988 in English', () => {
    const date = { year: '1988', month: '04', day: '12' };
    expect(formatBirthDate(date, 'cn')).toBe('1988年4月12日');
    expect(formatBirthDate(date, 'en')).toBe('April 12, 1988');
    // Stored parts without leading zeros read the same.
    expect(formatBirthDate({ year: '1988', month: '4', day: '2' }, 'cn')).toBe('1988年4月2日');
  });

  it('gives back parts that make no date as they are, rather than another day', () => {
    expect(formatBirthDate({ year: '1988', month: '02', day: '31' }, 'cn')).toBe('1988-02-31');
    expect(formatBirthDate({ year: '1988', month: '02', day: '31' }, 'en')).toBe('1988-02-31');
  });

  it('any real date: the same day as the calendar-day formatter, with no spaces or zeros', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (moment) => {
          const iso = moment.toISOString().slice(0, 10);
          const [year = '', month = '', day = ''] = iso.split('-');
          const cn = formatBirthDate({ year, month, day }, 'cn');
          expect(cn).toBe(formatCalendarDay(iso, 'cn'));
          expect(cn).toBe(`${Number(year)}年${Number(month)}月${Number(day)}日`);
          expect(formatBirthDate({ year, month, day }, 'en')).toMatch(
            new RegExp(`^[A-Z][a-z]+ ${Number(day)}, ${Number(year)}$`),
          );
        },
      ),
    );
  });
});
