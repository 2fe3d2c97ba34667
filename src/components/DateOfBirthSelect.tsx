import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clinicYear } from '../lib/clinicYear';
import type { Language } from '../lib/dates';
import { controlProps } from './form';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export interface DateOfBirthSelectProps {
  /**
   * Id of the group; its selects are `${idPrefix}-day`, `${idPrefix}-month`, `${idPrefix}-year`. An
   * error focuses the group's first select, which is the day in English and the year in Chinese.
   */
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

export type DatePart = keyof DateParts;

const ORDER: Record<Language, readonly DatePart[]> = {
  en: ['day', 'month', 'year'],
  // Chinese writes a date 年月日, biggest first (glossary: YYYY年M月D日).
  cn: ['year', 'month', 'day'],
};

/** The order of the selects on screen, which is also their tab order. */
export function datePartOrder(lang: Language): readonly DatePart[] {
  return ORDER[lang];
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
const DAYS = Array.from({ length: 31 }, (_, i) => twoDigits(i + 1));
const MONTHS = Array.from({ length: 12 }, (_, i) => twoDigits(i + 1));
const FIRST_YEAR = 1900;

/**
 * A day option's label: the spec's two digits in English (01…31); in Chinese no leading zero
 * (1…31), as the glossary writes a date (YYYY年M月D日) and as the months beside it read (4月).
 * The value stays two digits in both languages.
 */
export function dayLabel(day: string, lang: Language): string {
  return lang === 'cn' ? String(Number(day)) : day;
}

/**
 * Date-of-birth dropdowns (docs/account.md#registration-fields: days 01-31, months 01-12, this year down to 1900): day,
 * month, year in English; year, month, day in Chinese, with days 1…31 and months 1月…12月 (fields.json).
 */
export default function DateOfBirthSelect({
  idPrefix,
  legend,
  value,
  onChange,
  invalid = false,
  disabled = false,
  describedBy,
}: DateOfBirthSelectProps) {
  const { t, i18n } = useTranslation('fields');
  const lang: Language = i18n.language === 'cn' ? 'cn' : 'en';
  const years = useMemo(() => {
    const current = clinicYear();
    return Array.from({ length: current - FIRST_YEAR + 1 }, (_, i) => String(current - i));
  }, []);

  const options: Record<DatePart, { value: string; label: string }[]> = {
    day: DAYS.map((d) => ({ value: d, label: dayLabel(d, lang) })),
    // '01 - January' in English; in Chinese the name is already the number (1月…12月).
    month: MONTHS.map((m) => ({
      value: m,
      label: lang === 'cn' ? t(`months.${m}`) : `${m} - ${t(`months.${m}`)}`,
    })),
    year: years.map((y) => ({ value: y, label: y })),
  };
  const parts = datePartOrder(lang).map((key) => ({
    key,
    label: t(`labels.${key}`),
    options: options[key],
  }));

  return (
    <fieldset id={idPrefix} className="date-of-birth">
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <div className="row g-2">
        {parts.map((part) => {
          const id = `${idPrefix}-${part.key}`;
          return (
            // English month names ('09 - September') need the room; 1月…12月 do not.
            <div key={part.key} className={part.key === 'month' && lang === 'en' ? 'col-5' : 'col'}>
              <label className="form-label small text-body-secondary mb-1" htmlFor={id}>
                {part.label}
              </label>
              <select
                id={id}
                {...controlProps('form-select', invalid, describedBy)}
                value={value[part.key]}
                disabled={disabled}
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
