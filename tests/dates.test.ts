// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clinicYear } from '../src/lib/clinicYear';
import { formatDate, formatDateTime } from '../src/lib/dates';

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
