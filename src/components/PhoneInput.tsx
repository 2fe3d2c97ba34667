import type { KeyboardEvent } from 'react';
import { formatPhone, PHONE_TEXT_MAX } from '../lib/phone';
import { controlProps } from './form';

export interface PhoneInputProps {
  /** The input's id, for the caller's <label htmlFor>. */
  id: string;
  /** The formatted number, ddd-ddd-dddd (or part of it while typing). */
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
}

/** docs/account.md#phone-formats: digits, dash, navigation and delete keys only. */
function keyAllowed(event: KeyboardEvent<HTMLInputElement>): boolean {
  // Shortcuts (copy, paste, select all) stay available; what they bring in is filtered anyway.
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  // Named keys (Backspace, Delete, Tab, arrows, Home, End, Enter) are longer than one character.
  return event.key.length > 1 || event.key === '-' || /^\d$/.test(event.key);
}

/** One phone field that formats itself as ddd-ddd-dddd while the patient types (at most 12). */
export default function PhoneInput({
  id,
  value,
  onChange,
  invalid = false,
  disabled = false,
  describedBy,
}: PhoneInputProps) {
  return (
    <input
      id={id}
      {...controlProps('form-control', invalid, describedBy)}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={PHONE_TEXT_MAX}
      value={value}
      disabled={disabled}
      onKeyDown={(event) => {
        if (!keyAllowed(event)) event.preventDefault();
      }}
      onChange={(event) => onChange(formatPhone(event.target.value))}
    />
  );
}
