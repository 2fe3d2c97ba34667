import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

import { CLINIC_TZ } from './clinicTimeZone';

export { CLINIC_TZ };

export type Language = 'en' | 'cn';

export function inClinicTime(value: string | number | Date): dayjs.Dayjs {
  return dayjs(value).tz(CLINIC_TZ);
}

/**
 * The part of the day a Chinese reader expects before a 12-hour time (hour 0-23): 凌晨 from
 * midnight to 5:59, 上午 to 11:59, 中午 from 12:00 to 12:59, 下午 after. So 00:30 is 凌晨 12:30
 * and 12:05 is 中午 12:05, not 上午 12:30 and 下午 12:05.
 */
export function chineseMeridiem(hour: number): '凌晨' | '上午' | '中午' | '下午' {
  if (hour < 6) return '凌晨';
  if (hour < 12) return '上午';
  if (hour < 13) return '中午';
  return '下午';
}

/** 'MMM DD, YYYY, h:mm A' in English; 'YYYY年M月D日 上午 h:mm' (凌晨/上午/中午/下午) in Chinese. */
export function formatDateTime(value: string | number | Date, lang: Language): string {
  const d = inClinicTime(value);
  if (!d.isValid()) return '';
  if (lang === 'cn') {
    return `${d.format('YYYY年M月D日')} ${chineseMeridiem(d.hour())} ${d.format('h:mm')}`;
  }
  return d.format('MMM DD, YYYY, h:mm A');
}

export function formatDate(value: string | number | Date, lang: Language): string {
  const d = inClinicTime(value);
  if (!d.isValid()) return '';
  return lang === 'cn' ? d.format('YYYY年M月D日') : d.format('MMM DD, YYYY');
}
