import type { DateParts } from '../../../lib/age';
import { DEFAULT_COUNTRY, isCanada } from '../../../lib/countries';
import { OTHER_PROVINCE } from '../../../lib/provinces';
import type { RegistrationField, RegistrationValues } from './registrationFields';
import type { RegistrationFailure } from './registrationRules';

export const INITIAL_VALUES: RegistrationValues = {
  firstName: '',
  lastName: '',
  gender: '',
  birthDay: '',
  birthMonth: '',
  birthYear: '',
  address: '',
  city: '',
  province: '',
  postal: '',
  country: DEFAULT_COUNTRY,
  mobilePhone1: '',
  mobilePhone2: '',
  mobilePhone3: '',
  phone1: '',
  phone2: '',
  phone3: '',
  internationalPhone: '',
  preferredPharmacy: null,
  healthCardProvince: '',
  healthCardNumber: '',
  healthCardNumberConfirm: '',
  email: '',
  emailConfirm: '',
  password: '',
  passwordConfirm: '',
  agreement: false,
  recaptcha: '',
};

/**
 * Applies a change with the form's knock-on rules (docs/account.md#registration-fields): leaving Canada clears
 * the health card province and numbers; choosing 'Other' (no Canadian card) clears the numbers.
 */
export function withChanges(
  values: RegistrationValues,
  changes: Partial<RegistrationValues>,
): RegistrationValues {
  const next = { ...values, ...changes };
  if ('country' in changes && !isCanada(next.country)) {
    next.healthCardProvince = '';
    next.healthCardNumber = '';
    next.healthCardNumberConfirm = '';
  }
  if ('healthCardProvince' in changes && next.healthCardProvince === OTHER_PROVINCE) {
    next.healthCardNumber = '';
    next.healthCardNumberConfirm = '';
  }
  return next;
}

export function dateOf(values: RegistrationValues): DateParts {
  return { day: values.birthDay, month: values.birthMonth, year: values.birthYear };
}

export const isDateComplete = (date: DateParts) =>
  date.day !== '' && date.month !== '' && date.year !== '';

/** Where a flagged field's message shows: the group the field belongs to. */
export type ErrorAnchor =
  | Exclude<
      RegistrationField,
      | 'birthDay'
      | 'birthMonth'
      | 'birthYear'
      | 'mobilePhone1'
      | 'mobilePhone2'
      | 'mobilePhone3'
      | 'phone1'
      | 'phone2'
      | 'phone3'
    >
  | 'dob'
  | 'mobile'
  | 'home';

export function anchorOf(field: RegistrationField): ErrorAnchor {
  if (field === 'birthDay' || field === 'birthMonth' || field === 'birthYear') return 'dob';
  if (field === 'mobilePhone1' || field === 'mobilePhone2' || field === 'mobilePhone3') {
    return 'mobile';
  }
  if (field === 'phone1' || field === 'phone2' || field === 'phone3') return 'home';
  return field;
}

/** The element to focus for a flagged field (a group's first control is found inside it). */
export function elementIdOf(field: RegistrationField): string {
  switch (anchorOf(field)) {
    case 'dob':
      // The group: its first select is the day or, in Chinese, the year.
      return 'register-dob';
    case 'mobile':
      return `register-mobile-p${field.slice(-1)}`;
    case 'home':
      return `register-home-p${field.slice(-1)}`;
    default:
      return `register-${field}`;
  }
}

/**
 * True when a change gives one of the fields the showing message is about a new value (issue 16
 * point 4): the message then goes at once, so the next Sign Up can show the next problem. A
 * change to any other field leaves it showing (docs/account.md#registration-error-display: an error showing is not replaced).
 */
export function changeClearsFailure(
  failure: Pick<RegistrationFailure, 'named'>,
  values: RegistrationValues,
  changes: Partial<RegistrationValues>,
): boolean {
  return failure.named.some((field) => field in changes && changes[field] !== values[field]);
}
