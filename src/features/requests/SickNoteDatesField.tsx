import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ERROR, Field, invalidClass } from '../../components/form';
import { REQUEST_ERROR } from './requestFieldLook';
import type { SickNoteDates } from './useSickNoteDates';

interface DateInputProps {
  id: string;
  label: string;
  hint: ReactNode;
  min: string | undefined;
  max: string | undefined;
  value: string;
  error: string | null;
  /** What describes the input, in reading order (ERROR for its message). */
  describedBy: readonly (string | false)[];
  onChange: (value: string, input: HTMLInputElement) => void;
  onBlur?: (value: string) => void;
}

function DateInput({ hint, min, max, value, onChange, onBlur, ...field }: DateInputProps) {
  return (
    <Field {...field} className="" errorLook={REQUEST_ERROR}>
      {(control) => (
        <>
          <input
            {...control.props('form-control req-date-input')}
            type="date"
            min={min}
            max={max}
            value={value}
            onChange={(e) => onChange(e.target.value, e.target)}
            onBlur={onBlur && ((e) => onBlur(e.target.value))}
          />
          <p id={`${field.id}-hint`} className="form-text mb-0">
            {hint}
          </p>
        </>
      )}
    </Field>
  );
}

interface Props {
  dates: SickNoteDates;
  start: string;
  end: string;
  startError: string | null;
  endError: string | null;
  /** The days off, once both dates are good. */
  days: number | null;
}

/** The first and last day off, the warning above them, and the count of days below. */
export default function SickNoteDatesField({
  dates,
  start,
  end,
  startError,
  endError,
  days,
}: Props) {
  const { t } = useTranslation('forms');
  const { day, starts, ends, endResetText } = dates;
  // Each date on one line: the Chinese dates touch 至 (no space to break at), and at 375 px the
  // hint broke inside a date, 12月3 | 日 (as the payment summary did, bbc769f).
  const range = (key: 'startHint' | 'endHint', { min, max }: { min: string; max: string }) => (
    <Trans
      t={t}
      i18nKey={`sickNote.dates.${key}`}
      values={{ min: day(min), max: day(max) }}
      components={{ date: <span className="text-nowrap" /> }}
    />
  );
  return (
    <fieldset className={invalidClass('req-group', Boolean(startError || endError))}>
      <legend className="req-legend">{t('sickNote.dates.legend')}</legend>
      <div className="alert alert-warning py-2" id="sn-dates-warning">
        {t('sickNote.dates.warning')}
      </div>
      <div className="req-dates">
        <DateInput
          id="sn-start"
          label={t('sickNote.dates.start')}
          hint={range('startHint', starts)}
          min={starts.min}
          max={starts.max}
          value={start}
          error={startError}
          describedBy={['sn-dates-warning', 'sn-start-hint', ERROR]}
          onChange={dates.changeStart}
        />
        <DateInput
          id="sn-end"
          label={t('sickNote.dates.end')}
          hint={ends ? range('endHint', ends) : ''}
          min={ends?.min}
          max={ends?.max}
          value={end}
          error={endError}
          describedBy={['sn-end-hint', Boolean(endResetText) && 'sn-end-reset', ERROR]}
          onChange={dates.changeEnd}
          onBlur={dates.settleTypedEnd}
        />
      </div>
      {/* Always in the page, so screen readers hear a reset (politely) when it happens. */}
      <div id="sn-end-reset" role="status">
        {endResetText && <p className="alert alert-info py-2 mt-3 mb-0">{endResetText}</p>}
      </div>
      <p className="mt-3 mb-0 fw-semibold" aria-live="polite">
        {days !== null ? t('sickNote.dates.count', { count: days }) : ''}
      </p>
    </fieldset>
  );
}
