import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

import { chineseMeridiem } from './chineseMeridiem';
import { clinicWallClock } from './clinicClock';

export type Language = 'en' | 'cn';

/**
 * The clinic's wall clock at a date or instant (src/lib/clinicClock.ts, the portal's own rule for
 * B.C.), as a dayjs in UTC mode whose fields are that wall clock: formatting reads them as they
 * are. Not dayjs's timezone plugin (it asks the device's time-zone data, which can be out of date)
 * nor `utcOffset(minutes)` (it passes through the device's local zone, and is an hour off near
 * that zone's own clock change: London's, for one). Null when the value is no date.
 */
function clinicTime(value: string | number | Date): dayjs.Dayjs | null {
  const clock = clinicWallClock(value);
  if (!clock) return null;
  const { year, month, day, hour, minute } = clock;
  return dayjs.utc(Date.UTC(year, month - 1, day, hour, minute));
}

/** 'MMM DD, YYYY, h:mm A' in English; 'YYYY年M月D日 上午 h:mm' (凌晨/上午/中午/下午) in Chinese. */
export function formatDateTime(value: string | number | Date, lang: Language): string {
  const d = clinicTime(value);
  if (!d) return '';
  if (lang === 'cn') {
    return `${d.format('YYYY年M月D日')} ${chineseMeridiem(d.hour())} ${d.format('h:mm')}`;
  }
  return d.format('MMM DD, YYYY, h:mm A');
}

/** 'MMM DD, YYYY' in English; 'YYYY年M月D日' in Chinese: the clinic's day. */
export function formatDate(value: string | number | Date, lang: Language): string {
  const d = clinicTime(value);
  if (!d) return '';
  return lang === 'cn' ? d.format('YYYY年M月D日') : d.format('MMM DD, YYYY');
}

export { chineseMeridiem };
