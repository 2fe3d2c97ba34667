import { chineseMeridiem } from '../../lib/chineseMeridiem';
import { clinicWallClock } from '../../lib/clinicClock';

export { clinicDay } from '../../lib/clinicClock';

// An appointment's time as the clinic's wall clock shows it (src/lib/clinicClock.ts: arithmetic
// only, since the dashboard's first load carries no dayjs, docs/constants.md#first-load-budget).

const MONTHS_EN = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const WEEKDAYS_EN = 'Sun Mon Tue Wed Thu Fri Sat'.split(' ');
const WEEKDAYS_CN = '日一二三四五六';

/** 'Thu, Dec 03, 2026, 10:15 AM' or '2026年12月3日（星期四）上午 10:15', on the clinic's clock. */
export function formatClinicTime(instant: string, lang: 'en' | 'cn'): string {
  const clock = clinicWallClock(instant);
  if (!clock) return '';
  const { year, month, day, hour, minute, weekday } = clock;
  const time = `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
  if (lang === 'cn') {
    return `${year}年${month}月${day}日（星期${WEEKDAYS_CN[weekday] ?? ''}）${chineseMeridiem(hour)} ${time}`;
  }
  const dd = String(day).padStart(2, '0');
  return `${WEEKDAYS_EN[weekday] ?? ''}, ${MONTHS_EN[month - 1] ?? ''} ${dd}, ${year}, ${time} ${hour < 12 ? 'AM' : 'PM'}`;
}
