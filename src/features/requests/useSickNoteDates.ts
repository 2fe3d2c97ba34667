import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '../../lib/calendarDay';
import {
  endWindow,
  isIsoDay,
  settleEnd,
  startWindow,
  type EndResetReason,
} from './rules/sickNoteDates';
import type { fieldsChanged } from './slice';
import type { SickNoteField } from './sickNoteRules';

/** Why the last day off was just put back to the first: the patient is told in so many words. */
interface EndReset {
  reason: EndResetReason | 'startMoved';
  /** The end date that could not be kept. */
  rejected: string;
}

type Change = (
  patch: Parameters<typeof fieldsChanged>[0],
  fields: readonly SickNoteField[],
) => void;

/**
 * The sick note's two dates (docs/requests.md): the windows each may be chosen in, and the end
 * put back to the start when it falls out of its window, with the reason said.
 */
export function useSickNoteDates(start: string, end: string, now: Date, change: Change) {
  const { t, i18n } = useTranslation('forms');
  const lang = i18n.language === 'cn' ? 'cn' : 'en';
  const [endReset, setEndReset] = useState<EndReset | null>(null);

  const day = (value: string) => formatCalendarDay(value, lang);
  const starts = startWindow(now);
  const ends = isIsoDay(start) ? endWindow(start) : null;

  // A new start that leaves the end out of range takes the end with it, and says so.
  const changeStart = (value: string) => {
    const settled = settleEnd(value, end);
    change({ startTimeOff: value, endOfTimeOff: settled.end }, ['startTimeOff', 'endOfTimeOff']);
    setEndReset(settled.reset ? { reason: 'startMoved', rejected: end } : null);
  };

  /**
   * The end date as the patient left it, put back to the start when out of range. Run when the
   * field loses focus, not on each keystroke: typing a date passes through days that are not
   * the one meant (the year 0002 on the way to 2026), and resetting those would fight the typing.
   */
  const settleTypedEnd = (typed: string): boolean => {
    const settled = settleEnd(start, typed);
    if (!settled.reset) return false;
    change({ endOfTimeOff: settled.end }, ['endOfTimeOff']);
    setEndReset({ reason: settled.reset, rejected: typed });
    return true;
  };

  const changeEnd = (value: string, field: HTMLInputElement) => {
    change({ endOfTimeOff: value }, ['endOfTimeOff']);
    setEndReset(null);
    // A picker that sets the date without the field holding the focus is settled at once.
    if (document.activeElement !== field) settleTypedEnd(value);
  };

  const endResetText =
    endReset && isIsoDay(start)
      ? t(`sickNote.dates.endReset.${endReset.reason}`, {
          start: day(start),
          max: day(endWindow(start).max),
          rejected: isIsoDay(endReset.rejected) ? day(endReset.rejected) : endReset.rejected,
        })
      : '';

  return { day, starts, ends, changeStart, changeEnd, settleTypedEnd, endResetText };
}

export type SickNoteDates = ReturnType<typeof useSickNoteDates>;
