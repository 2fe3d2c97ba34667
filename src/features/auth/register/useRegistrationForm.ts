import type { Msg } from '../../../api/message';
import { useForm } from '../../../components/form';
import type { RegistrationField, RegistrationValues } from './registrationFields';
import { normaliseRegistration } from './registrationPayload';
import type { RegistrationFailure } from './registrationRules';
import {
  errorsOnSignUp,
  messageOf,
  namedField,
  REGISTRATION_IDS,
  REGISTRATION_ORDER,
} from './registrationErrors';
import {
  anchorOf,
  changeClearsFailure,
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

/**
 * The registration form, a thin layer over the kit's useForm: values with their knock-on rules,
 * and one field error at a time, which stays 10 s and is not replaced while it shows, unless the
 * patient changes a field it is about: then it goes at once (issue 16 point 4), so it never points
 * at a field already fixed. The field it names takes the focus once it is on screen. The
 * service's refusal stays until the form is sent again, and spends the bot check's answer
 * (docs/account.md#registration-outcome: the page resets the widget); what was typed stays.
 *
 * @param send sends the checked values; answers the refusal to show, or nothing
 */
export function useRegistrationForm(
  send: (values: RegistrationValues) => Promise<Msg | null | undefined>,
) {
  const form = useForm<RegistrationField, RegistrationValues, RegistrationFailure>({
    order: REGISTRATION_ORDER,
    ids: REGISTRATION_IDS,
    initial: INITIAL_VALUES,
    check: (values, showing) => errorsOnSignUp(showing, normaliseRegistration(values)),
    focus: { field: namedField, nextFrame: true },
    clearAfterMs: FIELD_ERROR_MS,
    refusalStays: true,
    send: async (values, setValues) => {
      const refused = await send(normaliseRegistration(values));
      if (refused) setValues((before) => withChanges(before, { recaptcha: '' }));
      return refused;
    },
  });
  const { values, errors } = form;
  const error = messageOf(errors.errors);

  const change = (changes: Partial<RegistrationValues>) => {
    if (error && changeClearsFailure(error, values, changes)) errors.clear();
    form.setValues((before) => withChanges(before, changes));
  };

  const flagged = (...fields: RegistrationField[]) => fields.some(errors.invalid);

  const errorAnchor: ErrorAnchor | null = error?.fields[0] ? anchorOf(error.fields[0]) : null;

  /** aria-describedby: the message, for the flagged fields of the group it is shown in. */
  const describedBy = (...fields: RegistrationField[]) =>
    fields.some((field) => flagged(field) && anchorOf(field) === errorAnchor)
      ? ERROR_ID
      : undefined;

  const { failure, alertRef, busy, props } = form;
  return {
    values,
    change,
    error,
    flagged,
    errorAnchor,
    describedBy,
    failure,
    alertRef,
    busy,
    props,
  };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;
