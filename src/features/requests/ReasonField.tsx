import { useTranslation } from 'react-i18next';
import { REASON_MAX_LENGTH } from '../../lib/sickNote';
import FieldError from './FieldError';

interface Props {
  id: string;
  label: string;
  hint: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

/** The reason or details text: 400 characters at most, with a counter. */
export default function ReasonField({ id, label, hint, value, error, onChange }: Props) {
  const { t } = useTranslation('forms');
  return (
    <div className={`req-group${error ? ' is-invalid' : ''}`}>
      <label className="form-label req-label" htmlFor={id}>
        {label}
      </label>
      <p id={`${id}-hint`} className="form-text mt-0">
        {hint}
      </p>
      <textarea
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={4}
        maxLength={REASON_MAX_LENGTH}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-count`} className="req-counter mb-0">
        {t('reasonCounter', { count: value.length, max: REASON_MAX_LENGTH })}
      </p>
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}
