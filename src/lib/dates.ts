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

/** 'MMM DD, YYYY, h:mm A' in English; 'YYYY年M月D日 上午/下午 h:mm' in Chinese. */
export function formatDateTime(value: string | number | Date, lang: Language): string {
  const d = inClinicTime(value);
  if (!d.isValid()) return '';
  if (lang === 'cn') {
    const meridiem = d.hour() < 12 ? '上午' : '下午';
    return `${d.format('YYYY年M月D日')} ${meridiem} ${d.format('h:mm')}`;
  }
  return d.format('MMM DD, YYYY, h:mm A');
}

export function formatDate(value: string | number | Date, lang: Language): string {
  const d = inClinicTime(value);
  if (!d.isValid()) return '';
  return lang === 'cn' ? d.format('YYYY年M月D日') : d.format('MMM DD, YYYY');
}
