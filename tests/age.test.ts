// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ageOn, clinicToday, isRealDate } from '../src/lib/age';

// B.C. is on UTC-7 all year from 2026: 2026-11-22 07:00 UTC is 00:00 on the 22nd on the clinic's
// clock, 06:59 UTC still the 21st. NOW is 01:00 on the 22nd.
const NOW = new Date('2026-11-22T08:00:00Z');

describe('age for the date-of-birth dialog', () => {
  it('reads today in Vancouver', () => {
    expect(clinicToday(NOW)).toEqual({ year: 2026, month: 11, day: 22 });
    expect(clinicToday(new Date('2026-11-22T07:00:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 22,
    });
    expect(clinicToday(new Date('2026-11-22T06:59:59Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 21,
    });
  });

  it.each([
    [{ day: '12', month: '04', year: '1988' }, 38],
    [{ day: '22', month: '11', year: '2007' }, 19],
    [{ day: '23', month: '11', year: '2007' }, 18],
    [{ day: '29', month: '02', year: '2000' }, 26],
    [{ day: '22', month: '11', year: '2026' }, 0],
  ])('%o is %i', (date, age) => {
    expect(ageOn(date, NOW)).toBe(age);
  });

  it('has no age for a date that does not exist or is still to come', () => {
    expect(ageOn({ day: '31', month: '02', year: '1990' }, NOW)).toBeNull();
    expect(ageOn({ day: '29', month: '02', year: '1999' }, NOW)).toBeNull();
    expect(ageOn({ day: '23', month: '11', year: '2026' }, NOW)).toBeNull();
    expect(ageOn({ day: '', month: '11', year: '2000' }, NOW)).toBeNull();
  });

  it('knows real dates', () => {
    expect(isRealDate({ day: '29', month: '02', year: '2024' })).toBe(true);
    expect(isRealDate({ day: '31', month: '04', year: '2024' })).toBe(false);
  });
});
