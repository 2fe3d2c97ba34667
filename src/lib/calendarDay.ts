// Calendar days without dayjs, for light public pages: a sick note's dates are days, not moments,
// so a plain 'YYYY-MM-DD' is shown as that day; a full timestamp is read on the clinic's clock
// (src/lib/clinicClock.ts, never the device's time-zone data).

import { clinicWallClock } from './clinicClock';

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface DayParts {
  year: number;
  month: number;
  day: number;
}

function validParts(year: number, month: number, day: number): DayParts | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? { year, month, day }
    : null;
}

/** The clinic's calendar day of a date string, or null when it is not a date. */
export function dayPartsOf(value: string): DayParts | null {
  const clock = clinicWallClock(value);
  return clock && { year: clock.year, month: clock.month, day: clock.day };
}

/** A day in Chinese, as the glossary writes it: '2026年11月2日' (no spaces, no leading zeros). */
export function chineseDay({ year, month, day }: DayParts): string {
  return `${year}年${month}月${day}日`;
}

/** 'Nov 02, 2026' or '2026年11月2日' (the same shapes as lib/dates formatDate). */
export function formatCalendarDay(value: string, lang: 'en' | 'cn'): string {
  const parts = dayPartsOf(value);
  if (!parts) return value;
  const { year, month, day } = parts;
  if (lang === 'cn') return chineseDay(parts);
  return `${MONTHS_EN[month - 1]?.slice(0, 3) ?? ''} ${String(day).padStart(2, '0')}, ${year}`;
}

/**
 * A date of birth from its select values ('1988', '04', '12'), the one way the portal writes it:
 * 'April 12, 1988' or '1988年4月12日'. Parts that make no date come back as they are, 1988-02-31.
 */
export function formatBirthDate(
  parts: { year: string; month: string; day: string },
  lang: 'en' | 'cn',
): string {
  const real = validParts(Number(parts.year), Number(parts.month), Number(parts.day));
  if (!real) return [parts.year, parts.month, parts.day].join('-');
  if (lang === 'cn') return chineseDay(real);
  return `${MONTHS_EN[real.month - 1] ?? ''} ${real.day}, ${real.year}`;
}

/** 'YYYY-MM-DD' of a date string in clinic time, or '' when it is not a date. */
export function isoDay(value: string): string {
  const parts = dayPartsOf(value);
  if (!parts) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
}
