import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_PART_LENGTHS, phoneDigits, type PhoneParts as Parts } from '../lib/phone';
import { controlProps, type ValueControlProps } from './form';

/** id: the fieldset's; the parts are `${id}-p1`, `${id}-p2`, `${id}-p3`. */
export interface PhonePartsProps extends ValueControlProps<Parts> {
  legend: string;
}

const KEYS = ['p1', 'p2', 'p3'] as const;
const LABELS = ['labels.phoneAreaCode', 'labels.phoneExchange', 'labels.phoneLine'] as const;
const AUTOCOMPLETE = ['tel-area-code', 'tel-local-prefix', 'tel-local-suffix'] as const;

/**
 * A phone number in three parts (3, 3 and 4 digits). Digits only; a full part moves on to the
 * next; Backspace in an empty part goes back. Typing or pasting more digits than a part holds
 * flows on into the following parts, so a pasted 10-digit number lands whole.
 */
export default function PhoneParts({
  id,
  legend,
  value,
  onChange,
  invalid = false,
  disabled = false,
  describedBy,
}: PhonePartsProps) {
  const { t } = useTranslation('fields');
  const inputs = useRef<Array<HTMLInputElement | null>>([]);

  const focusPart = (index: number, caret?: number) => {
    const input = inputs.current[index];
    if (!input) return;
    input.focus();
    const at = caret ?? input.value.length;
    input.setSelectionRange(at, at);
  };

  // After the frame in which the new digits show. The patient (or the browser's autofill) may
  // have gone on to another field by then: the focus is moved only if it is still where they typed.
  // A later keystroke's move replaces one still waiting (its caret is the one that counts).
  const pendingMove = useRef(0);
  useEffect(() => () => cancelAnimationFrame(pendingMove.current), []);
  const moveFocusLater = (from: number, to: number, caret?: number) => {
    cancelAnimationFrame(pendingMove.current);
    pendingMove.current = requestAnimationFrame(() => {
      if (document.activeElement !== inputs.current[from]) return;
      focusPart(to, caret);
    });
  };

  const typed = (index: number, raw: string) => {
    const key = KEYS[index] ?? 'p1';
    const size = PHONE_PART_LENGTHS[index] ?? 0;
    const digits = phoneDigits(raw);
    if (digits.length <= size) {
      onChange({ ...value, [key]: digits });
      // Move on only when this keystroke completed the part, not when editing inside a full one.
      if (digits.length === size && digits.length > value[key].length && index < KEYS.length - 1) {
        moveFocusLater(index, index + 1, 0);
      }
      return;
    }
    // More than the part holds (a paste, or typing on in a full part): the digits flow on into
    // the following parts, pushing their digits along, up to the number's 10 digits.
    let flow =
      digits +
      KEYS.slice(index + 1)
        .map((k) => value[k])
        .join('');
    const next = { ...value };
    for (let i = index; i < KEYS.length; i += 1) {
      const partSize = PHONE_PART_LENGTHS[i] ?? 0;
      next[KEYS[i] ?? 'p1'] = flow.slice(0, partSize);
      flow = flow.slice(partSize);
    }
    onChange(next);
    let offset = digits.length;
    let target = index;
    while (target < KEYS.length - 1 && offset >= (PHONE_PART_LENGTHS[target] ?? 0)) {
      offset -= PHONE_PART_LENGTHS[target] ?? 0;
      target += 1;
    }
    const caret = Math.min(offset, PHONE_PART_LENGTHS[target] ?? 0);
    moveFocusLater(index, target, caret);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && event.currentTarget.value === '' && index > 0) {
      event.preventDefault();
      focusPart(index - 1);
    }
  };

  return (
    <fieldset id={id} className="phone-parts">
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <div className="d-flex align-items-center gap-2">
        {KEYS.map((key, index) => (
          <div key={key} className="d-flex align-items-center gap-2">
            {index > 0 && (
              <span aria-hidden="true" className="text-body-secondary">
                -
              </span>
            )}
            <input
              ref={(element) => {
                inputs.current[index] = element;
              }}
              id={`${id}-${key}`}
              {...controlProps(`form-control phone-part phone-part-${key}`, invalid, describedBy)}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={AUTOCOMPLETE[index]}
              aria-label={t(LABELS[index] ?? 'labels.phoneLine', { legend })}
              value={value[key]}
              disabled={disabled}
              onChange={(event) => typed(index, event.target.value)}
              onKeyDown={(event) => keyDown(index, event)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
