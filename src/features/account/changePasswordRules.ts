// docs/account.md#change-password (the account page's tab): each field is checked on its own, so the
// patient sees every field that needs attention at once, each with its first failing rule.

import {
  CURRENT_PASSWORD_MIN_LENGTH,
  isLongEnoughNewPassword,
} from '../../lib/validation/passwordRules';

export interface ChangePasswordValues {
  currentPassword: string;
  password: string;
  passwordConfirm: string;
}

export type ChangePasswordField = keyof ChangePasswordValues;

export type ChangePasswordError =
  'currentEmpty' | 'currentShort' | 'passwordEmpty' | 'confirmEmpty' | 'passwordShort' | 'mismatch';

export type ChangePasswordErrors = Partial<Record<ChangePasswordField, ChangePasswordError>>;

/** Field order on screen; the first field in error takes the focus. */
export const CHANGE_PASSWORD_FIELDS: readonly ChangePasswordField[] = [
  'currentPassword',
  'password',
  'passwordConfirm',
];

function currentError(value: string): ChangePasswordError | undefined {
  if (value === '') return 'currentEmpty';
  // 'at least 8' (spec): an existing password of exactly 8 must still let its owner change it.
  if (value.length < CURRENT_PASSWORD_MIN_LENGTH) return 'currentShort';
  return undefined;
}

function newError(value: string): ChangePasswordError | undefined {
  if (value === '') return 'passwordEmpty';
  // 'must be greater than 8' (spec), and so the rule: 8 characters are refused.
  if (!isLongEnoughNewPassword(value)) return 'passwordShort';
  return undefined;
}

function confirmError(values: ChangePasswordValues): ChangePasswordError | undefined {
  if (values.passwordConfirm === '') return 'confirmEmpty';
  // A mismatch is only worth saying once the new password itself is acceptable.
  if (newError(values.password) === undefined && values.password !== values.passwordConfirm) {
    return 'mismatch';
  }
  return undefined;
}

/** Empty when the form may be sent. Passwords are never trimmed: spaces are characters. */
export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  const current = currentError(values.currentPassword);
  const next = newError(values.password);
  const confirm = confirmError(values);
  if (current) errors.currentPassword = current;
  if (next) errors.password = next;
  if (confirm) errors.passwordConfirm = confirm;
  return errors;
}

export function firstChangePasswordField(errors: ChangePasswordErrors): ChangePasswordField | null {
  return CHANGE_PASSWORD_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}
