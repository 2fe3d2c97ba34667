import type { HTMLInputTypeAttribute } from 'react';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** The error message's id when this field is flagged. */
  errorId?: string;
  hint?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
  /** docs/account.md#registration-fields: phone and health card numbers accept digits only as typed. */
  digitsOnly?: boolean;
  required?: boolean;
}

export default function TextField({
  id,
  label,
  value,
  onChange,
  invalid = false,
  errorId,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  digitsOnly = false,
  required = true,
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode ?? (digitsOnly ? 'numeric' : undefined)}
        maxLength={maxLength}
        value={value}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) =>
          onChange(digitsOnly ? event.target.value.replace(/\D/g, '') : event.target.value)
        }
      />
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}
