import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

import { chineseMeridiem } from './chineseMeridiem';
import { CLINIC_TZ } from './clinicTimeZone';

export { CLINIC_TZ };

export type Language = 'en' | 'cn';

export function inClinicTime(value: string | number | Date): dayjs.Dayjs {
  return dayjs(value).tz(CLINIC_TZ);
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

export { chineseMeridiem };
