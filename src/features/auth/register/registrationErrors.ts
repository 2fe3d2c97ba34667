import type { FieldErrors } from '../../../components/form';
import type { RegistrationField, RegistrationValues } from './registrationFields';
import { validate, type RegistrationFailure } from './registrationRules';
import { elementIdOf, INITIAL_VALUES } from './values';

// Registration's one message at a time (docs/account.md#registration-error-display) as the form
// kit's field errors: every field the message flags carries it, so the kit marks them invalid,
// and the message itself is whichever one they carry.

export type RegistrationErrors = FieldErrors<RegistrationField, RegistrationFailure>;

/** The fields in their order on screen (the values are written in it). */
export const REGISTRATION_ORDER = Object.keys(INITIAL_VALUES) as RegistrationField[];

/** Each field's element to focus (a group's: its first control is found inside it). */
export const REGISTRATION_IDS = Object.fromEntries(
  REGISTRATION_ORDER.map((field) => [field, elementIdOf(field)]),
) as Record<RegistrationField, string>;

/** The failure as field errors: each field it flags carries it. */
export function errorsOf(failure: RegistrationFailure): RegistrationErrors {
  return Object.fromEntries(failure.fields.map((field) => [field, failure]));
}

/** The message showing, or null. */
export function messageOf(errors: RegistrationErrors): RegistrationFailure | null {
  return Object.values(errors)[0] ?? null;
}

/** The field the message names, which takes the focus (a group's first control). */
export function namedField(errors: RegistrationErrors): RegistrationField | undefined {
  return messageOf(errors)?.fields[0];
}

/**
 * What a Sign Up shows, given the errors showing and the values as they are checked: nothing when
 * the rules pass (the form is sent); else the message showing, as it stands, for it is not
 * replaced while it shows (the same record: its 10 s run on, and the patient is taken back to
 * it); else the first failure.
 */
export function errorsOnSignUp(
  showing: RegistrationErrors,
  values: RegistrationValues,
): RegistrationErrors {
  const found = validate(values);
  if (!found) return {};
  return messageOf(showing) ? showing : errorsOf(found);
}
