import type { HTMLInputTypeAttribute } from 'react';
import { ERROR, HINT, InputField } from '../../../components/form';

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
  hint,
  invalid = false,
  errorId,
  onChange,
  inputMode,
  digitsOnly = false,
  required = true,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <InputField
      {...{ id, label, hint, invalid, errorId }}
      describedBy={[ERROR, HINT]}
      input={{
        ...input,
        type,
        inputMode: inputMode ?? (digitsOnly ? 'numeric' : undefined),
        'aria-required': required || undefined,
        onChange: (event) =>
          onChange(digitsOnly ? event.target.value.replace(/\D/g, '') : event.target.value),
      }}
    />
  );
}
