import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clinicYear } from '../lib/clinicYear';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export interface DateOfBirthSelectProps {
  /** Ids of the selects: `${idPrefix}-day`, `${idPrefix}-month`, `${idPrefix}-year`. */
  idPrefix: string;
  legend: string;
  value: DateParts;
  onChange: (value: DateParts) => void;
  invalid?: boolean;
  disabled?: boolean;
  /** Id of a message that describes the field (an error, a hint). */
  describedBy?: string;
}

export const EMPTY_DATE_PARTS: DateParts = { day: '', month: '', year: '' };

const twoDigits = (n: number) => String(n).padStart(2, '0');
const DAYS = Array.from({ length: 31 }, (_, i) => twoDigits(i + 1));
const MONTHS = Array.from({ length: 12 }, (_, i) => twoDigits(i + 1));
const FIRST_YEAR = 1900;

/** Day, month and year dropdowns (spec 01 §2: days 01-31, months 01-12, this year down to 1900). */
export default function DateOfBirthSelect({
  idPrefix,
  legend,
  value,
  onChange,
  invalid = false,
  disabled = false,
  describedBy,
}: DateOfBirthSelectProps) {
  const { t } = useTranslation('fields');
  const years = useMemo(() => {
    const current = clinicYear();
    return Array.from({ length: current - FIRST_YEAR + 1 }, (_, i) => String(current - i));
  }, []);

  const parts = [
    { key: 'day', label: t('labels.day'), options: DAYS.map((d) => ({ value: d, label: d })) },
    {
      key: 'month',
      label: t('labels.month'),
      options: MONTHS.map((m) => ({ value: m, label: `${m} - ${t(`months.${m}`)}` })),
    },
    { key: 'year', label: t('labels.year'), options: years.map((y) => ({ value: y, label: y })) },
  ] as const;

  return (
    <fieldset className="date-of-birth">
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <div className="row g-2">
        {parts.map((part) => {
          const id = `${idPrefix}-${part.key}`;
          return (
            <div key={part.key} className={part.key === 'month' ? 'col-5' : 'col'}>
              <label className="form-label small text-body-secondary mb-1" htmlFor={id}>
                {part.label}
              </label>
              <select
                id={id}
                className={`form-select${invalid ? ' is-invalid' : ''}`}
                value={value[part.key]}
                disabled={disabled}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                autoComplete={`bday-${part.key}`}
                onChange={(event) => onChange({ ...value, [part.key]: event.target.value })}
              >
                <option value="">{part.label}</option>
                {part.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
