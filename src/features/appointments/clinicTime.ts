import { CLINIC_TZ } from '../../lib/clinicTimeZone';

// An appointment's time as the clinic's wall clock shows it, with Intl only: the dashboard's first
// load carries no dayjs (docs/constants.md#first-load-budget), and Intl knows Vancouver's DST.

export interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 to 23. */
  hour: number;
  minute: number;
  /** 0 for Sunday to 6 for Saturday. */
  weekday: number;
}

const MONTHS_EN = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const WEEKDAYS_EN = 'Sun Mon Tue Wed Thu Fri Sat'.split(' ');
const WEEKDAYS_CN = '日一二三四五六';

let parts: Intl.DateTimeFormat | null = null;

/** The clinic's wall clock at an instant (an ISO string with its offset), or null when invalid. */
export function clinicWallClock(instant: string): WallClock | null {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return null;
  parts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: CLINIC_TZ,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const found = parts.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(found.find((p) => p.type === type)?.value);
  const year = part('year');
  const month = part('month');
  const day = part('day');
  return {
    year,
    month,
    day,
    // Some engines write midnight as 24 even in a 23-hour cycle.
    hour: part('hour') % 24,
    minute: part('minute'),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/**
 * The period word before a 12-hour time in Chinese, as src/lib/dates.ts chineseMeridiem writes it
 * (that module loads dayjs, so the rule is repeated here; a unit test holds the two together).
 */
export function meridiemCn(hour: number): string {
  if (hour < 6) return '凌晨';
  if (hour < 12) return '上午';
  if (hour < 13) return '中午';
  return '下午';
}

/** 'Thu, Dec 03, 2026, 10:15 AM' or '2026年12月3日（星期四）上午 10:15', in Vancouver time. */
export function formatClinicTime(instant: string, lang: 'en' | 'cn'): string {
  const clock = clinicWallClock(instant);
  if (!clock) return '';
  const { year, month, day, hour, minute, weekday } = clock;
  const time = `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
  if (lang === 'cn') {
    return `${year}年${month}月${day}日（星期${WEEKDAYS_CN[weekday] ?? ''}）${meridiemCn(hour)} ${time}`;
  }
  const dd = String(day).padStart(2, '0');
  return `${WEEKDAYS_EN[weekday] ?? ''}, ${MONTHS_EN[month - 1] ?? ''} ${dd}, ${year}, ${time} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'YYYY-MM-DD' of the clinic's day at an instant ('' when invalid), for a file's name. */
export function clinicDay(instant: string): string {
  const clock = clinicWallClock(instant);
  if (!clock) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}
