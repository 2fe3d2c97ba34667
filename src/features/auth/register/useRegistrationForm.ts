import { useCallback, useEffect, useRef, useState } from 'react';
import type { RegistrationField, RegistrationValues } from './registrationFields';
import { normaliseRegistration } from './registrationPayload';
import { validate, type RegistrationFailure } from './registrationRules';
import {
  anchorOf,
  changeClearsFailure,
  elementIdOf,
  INITIAL_VALUES,
  withChanges,
  type ErrorAnchor,
} from './values';

/** docs/account.md#registration-error-display: a field error shows for 10 s. */
export const FIELD_ERROR_MS = 10_000;
export const ERROR_ID = 'register-error';
/** The message's id and look (an alert above the group it concerns), for the kit's FieldError. */
export const REGISTER_ERROR = {
  id: ERROR_ID,
  className: 'alert alert-danger py-2 mb-2 field-error',
} as const;

function focusField(field: RegistrationField) {
  const element = document.getElementById(elementIdOf(field));
  if (!element) return;
  const target = element.matches('input, select, textarea, button')
    ? element
    : element.querySelector<HTMLElement>('input, select, textarea, button');
  target?.focus();
}

/**
 * The registration form's state: values with their knock-on rules, and the one field error at a
 * time, which stays 10 s and is not replaced while it shows, unless the patient changes a field it
 * is about: then it goes at once (issue 16 point 4), so it never points at a field already fixed.
 */
export function useRegistrationForm() {
  const [values, setValues] = useState<RegistrationValues>(INITIAL_VALUES);
  const [failure, setFailure] = useState<RegistrationFailure | null>(null);
  const showing = useRef<RegistrationFailure | null>(null);
  const current = useRef(values);

  useEffect(() => {
    current.current = values;
  }, [values]);

  useEffect(() => {
    showing.current = failure;
    if (!failure) return;
    const timer = setTimeout(() => setFailure(null), FIELD_ERROR_MS);
    return () => clearTimeout(timer);
  }, [failure]);

  const change = useCallback((changes: Partial<RegistrationValues>) => {
    const shown = showing.current;
    if (shown && changeClearsFailure(shown, current.current, changes)) {
      showing.current = null;
      setFailure(null);
    }
    setValues((before) => withChanges(before, changes));
  }, []);

  /** Validates on submit; returns the values to send, or null when a rule failed. */
  const check = useCallback((): RegistrationValues | null => {
    const normalised = normaliseRegistration(values);
    const found = validate(normalised);
    if (!found) {
      setFailure(null);
      return normalised;
    }
    // An error already showing is not replaced; the patient is taken back to it.
    const shown = showing.current ?? found;
    if (!showing.current) {
      showing.current = found;
      setFailure(found);
    }
    const first = shown.fields[0];
    if (first) requestAnimationFrame(() => focusField(first));
    return null;
  }, [values]);

  const flagged = (...fields: RegistrationField[]) =>
    failure !== null && fields.some((field) => failure.fields.includes(field));

  const errorAnchor: ErrorAnchor | null = failure?.fields[0] ? anchorOf(failure.fields[0]) : null;

  /** aria-describedby: the message, for the flagged fields of the group it is shown in. */
  const describedBy = (...fields: RegistrationField[]) =>
    fields.some((field) => flagged(field) && anchorOf(field) === errorAnchor)
      ? ERROR_ID
      : undefined;

  return { values, change, check, failure, flagged, errorAnchor, describedBy };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;
