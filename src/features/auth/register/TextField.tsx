import type { HTMLInputTypeAttribute } from 'react';
import { ERROR, Field, HINT } from '../../../components/form';

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

/** A registration text field; its message stands above it (FieldError), so it names it by id. */
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
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      invalid={invalid}
      errorId={errorId}
      describedBy={[ERROR, HINT]}
    >
      {(control) => (
        <input
          {...control.props('form-control')}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode ?? (digitsOnly ? 'numeric' : undefined)}
          maxLength={maxLength}
          value={value}
          aria-required={required || undefined}
          onChange={(event) =>
            onChange(digitsOnly ? event.target.value.replace(/\D/g, '') : event.target.value)
          }
        />
      )}
    </Field>
  );
}
