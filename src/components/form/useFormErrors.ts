import { useCallback, useState } from 'react';
import type { Msg } from '../../api/message';

export type FieldErrors<F extends string, E = Msg> = Partial<Record<F, E>>;

/** The first field of `order` that has an error, or null. */
export function firstErrorField<F extends string>(
  order: readonly F[],
  errors: FieldErrors<F, unknown>,
): F | null {
  return order.find((field) => errors[field] !== undefined) ?? null;
}

/** Where the focus goes when errors show: by default the first field in error, at once. */
export interface ErrorFocus<F extends string, E = Msg> {
  /**
   * The field that takes it instead: a form that shows one message at a time names its own
   * (registration: the field its message names, docs/account.md#registration-error-display).
   */
  field?: (found: FieldErrors<F, E>) => F | null | undefined;
  /**
   * On the next frame, once the message the field is described by is on screen (so it is read
   * with the field), rather than before React has drawn it.
   */
  nextFrame?: boolean;
}

/**
 * A form's per-field errors (Msgs by default, or a page's own error codes): `show` puts what the
 * rules found on screen, replacing what was there, and moves the focus to the first field in
 * error, in the form's order (or where `focus` says); a change clears the errors of the fields it
 * is about.
 *
 * @param order the fields in their order on screen
 * @param elementOf the element that takes the focus for a field (its control, or a group's first)
 * @param focus where the focus goes instead, and when
 */
export function useFormErrors<F extends string, E = Msg>(
  order: readonly F[],
  elementOf: (field: F) => HTMLElement | null | undefined,
  focus: ErrorFocus<F, E> = {},
) {
  const [errors, setErrors] = useState<FieldErrors<F, E>>({});

  /**
   * Shows `found` (an empty record clears every error; the record showing, given again, leaves it
   * as it is) and moves the focus; answers the first field in error, in the form's order, or null.
   */
  const show = (found: FieldErrors<F, E>): F | null => {
    setErrors(found);
    const first = firstErrorField(order, found);
    const target = first && (focus.field?.(found) ?? first);
    const move = () => target && elementOf(target)?.focus();
    if (focus.nextFrame) requestAnimationFrame(move);
    else move();
    return first;
  };

  /** Clears the errors of `fields`, or every error. */
  const clear = useCallback((fields?: readonly F[]) => {
    setErrors((current) => {
      if (!fields) return {};
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }, []);

  /** Sets (or, with null, clears) one field's error, leaving the others. */
  const set = useCallback((field: F, error: E | null) => {
    setErrors((current) => {
      const next = { ...current };
      if (error === null) delete next[field];
      else next[field] = error;
      return next;
    });
  }, []);

  const errorOf = (field: F): E | null => errors[field] ?? null;
  const invalid = (field: F) => errors[field] !== undefined;
  /** The error of the first field in error, in the form's order. */
  const first = (): E | null => {
    const field = firstErrorField(order, errors);
    return field ? (errors[field] ?? null) : null;
  };

  return { errors, show, clear, set, errorOf, invalid, first };
}

export type FormErrors<F extends string, E = Msg> = ReturnType<typeof useFormErrors<F, E>>;
