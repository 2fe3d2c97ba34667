import type { KeyboardEvent } from 'react';
import { formatPhone, PHONE_TEXT_MAX } from '../lib/phone';
import { valueControlAttributes, type ValueControlProps } from './form';

/** value: the formatted number, ddd-ddd-dddd (or part of it while typing). */
export type PhoneInputProps = ValueControlProps;

/** docs/account.md#phone-formats: digits, dash, navigation and delete keys only. */
function keyAllowed(event: KeyboardEvent<HTMLInputElement>): boolean {
  // Shortcuts (copy, paste, select all) stay available; what they bring in is filtered anyway.
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  // Named keys (Backspace, Delete, Tab, arrows, Home, End, Enter) are longer than one character.
  return event.key.length > 1 || event.key === '-' || /^\d$/.test(event.key);
}

/** One phone field that formats itself as ddd-ddd-dddd while the patient types (at most 12). */
export default function PhoneInput({ onChange, ...control }: PhoneInputProps) {
  return (
    <input
      {...valueControlAttributes(
        { ...control, onChange: (value) => onChange(formatPhone(value)) },
        'form-control',
      )}
      // tel-national (the number without +1, which the field's ddd-ddd-dddd expects) is allowed only
      // on a text input, not type="tel" (HTML's autofill control groups); the keypad comes from
      // inputMode, as in registration's PhoneParts.
      type="text"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={PHONE_TEXT_MAX}
      onKeyDown={(event) => {
        if (!keyAllowed(event)) event.preventDefault();
      }}
    />
  );
}
