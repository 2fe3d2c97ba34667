import type { ReactNode } from 'react';
import { controlProps, describedByOf, invalidClass, type ControlAttributes } from './controlProps';
import FieldError, { type FieldErrorProps } from './FieldError';

/** Stands in `describedBy` for the field's hint (when it has one). */
export const HINT = 'hint';
/** Stands in `describedBy` for the field's error message (when it is in error). */
export const ERROR = 'error';

/** What the field hands its control. */
export interface FieldControl {
  id: string;
  invalid: boolean;
  /** The hint and error ids (and any others the field names), in reading order. */
  describedBy: string | undefined;
  /** id, classes (with is-invalid in error), aria-invalid and aria-describedby of a plain control. */
  props: (className: string) => ControlAttributes & { id: string };
}

export interface FieldProps {
  /** The control's id: the label points at it; the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  labelClassName?: string;
  hint?: ReactNode;
  /** The hint between the label and the control (a paragraph), instead of under the control. */
  hintFirst?: boolean;
  /** The message shown with the field; it is then in error. */
  error?: string | null;
  /** In error while its message stands elsewhere (`errorId` names it, if it describes this field). */
  invalid?: boolean;
  /** The message's id: by default `${id}-error`. */
  errorId?: string;
  /** How the message looks (FieldError's className, as and announce). */
  errorLook?: Omit<FieldErrorProps, 'id' | 'text' | 'ref'>;
  /**
   * What describes the control, in reading order: HINT and ERROR stand for the field's own, any
   * other string is an id of the page's; falsy entries are skipped. [HINT, ERROR] by default.
   */
  describedBy?: readonly (string | false | null | undefined)[];
  /** The wrapper's classes ('mb-3' by default); null for no wrapper. */
  className?: string | null;
  /** The wrapper is outlined too when in error (the request pages' question blocks). */
  markGroup?: boolean;
  /** The control, and whatever stands with it before the hint and the message. */
  children: (control: FieldControl) => ReactNode;
  /** What follows the message (an announcement, a list of entries). */
  footer?: ReactNode;
}

/**
 * A labelled control with its hint and its error message, tied together by ids: the control is
 * marked invalid (is-invalid, aria-invalid) and described by its hint and message.
 */
export default function Field({
  id,
  label,
  labelClassName = 'form-label',
  hint,
  hintFirst = false,
  error,
  invalid: flagged,
  errorId,
  errorLook,
  describedBy = [HINT, ERROR],
  className = 'mb-3',
  markGroup = false,
  children,
  footer,
}: FieldProps) {
  const invalid = flagged ?? Boolean(error);
  const hintId = `${id}-hint`;
  const shownErrorId = errorId ?? `${id}-error`;
  const describedIds = describedByOf(
    ...describedBy.map((entry) => {
      if (entry === HINT) return hint ? hintId : undefined;
      if (entry === ERROR) return error ? shownErrorId : invalid ? errorId : undefined;
      return entry;
    }),
  );
  const control: FieldControl = {
    id,
    invalid,
    describedBy: describedIds,
    props: (base) => ({ id, ...controlProps(base, invalid, describedIds) }),
  };

  const body = (
    <>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      {hint && hintFirst && (
        <p id={hintId} className="form-text mt-0">
          {hint}
        </p>
      )}
      {children(control)}
      {hint && !hintFirst && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      <FieldError id={shownErrorId} text={error} {...errorLook} />
      {footer}
    </>
  );
  if (className === null) return body;
  const classes = markGroup ? invalidClass(className, invalid) : className;
  return <div className={classes || undefined}>{body}</div>;
}
