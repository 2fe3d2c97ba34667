// Kept apart from src/lib/dates.ts (which loads dayjs) so the dashboard's appointments can use it
// without dayjs on the first load (docs/constants.md#first-load-budget).

/** The period word before a 12-hour time in Hong Kong written Chinese (凌晨/上午/中午/下午). */
export function chineseMeridiem(hour: number): '凌晨' | '上午' | '中午' | '下午' {
  if (hour < 6) return '凌晨';
  if (hour < 12) return '上午';
  if (hour < 13) return '中午';
  return '下午';
}
