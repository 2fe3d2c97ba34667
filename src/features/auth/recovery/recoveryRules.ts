// docs/account.md#recovery-rules-and-messages: the rules of the two forms of /forgotpassword, as pure functions.
// Each returns the first failing rule in the spec's order, so the patient fixes one thing at a time.

import { isLongEnoughNewPassword } from '../../../lib/validation/passwordRules';

export interface RecoveryIdentifyValues {
  email: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
}

export type RecoveryIdentifyError = 'emailEmpty' | 'dateOfBirth' | 'botCheck';

export interface RecoveryResetValues {
  code: string;
  password: string;
  passwordConfirm: string;
}

export type RecoveryResetError = 'codeEmpty' | 'passwordEmpty' | 'passwordShort' | 'mismatch';

/** Spec: the recovery e-mail is trimmed and lowercased before it is sent. */
export function normaliseRecoveryEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The B.C. Services Card number field keeps digits only, as typed or pasted. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export function validateRecoveryIdentify(
  values: RecoveryIdentifyValues,
  botToken: string | null,
): RecoveryIdentifyError | null {
  if (normaliseRecoveryEmail(values.email) === '') return 'emailEmpty';
  if (!values.birthDay || !values.birthMonth || !values.birthYear) return 'dateOfBirth';
  if (!botToken) return 'botCheck';
  return null;
}

/** Which field a step-1 error belongs to, for its error style and focus. */
export const identifyErrorField: Record<RecoveryIdentifyError, 'email' | 'birth' | 'botCheck'> = {
  emailEmpty: 'email',
  dateOfBirth: 'birth',
  botCheck: 'botCheck',
};

export function validateRecoveryReset(values: RecoveryResetValues): RecoveryResetError | null {
  if (values.code.trim() === '') return 'codeEmpty';
  if (values.password === '') return 'passwordEmpty';
  // 'must be greater than 8' in the spec's words, and so the rule: 8 characters are refused.
  if (!isLongEnoughNewPassword(values.password)) return 'passwordShort';
  if (values.password !== values.passwordConfirm) return 'mismatch';
  return null;
}

export const resetErrorField: Record<RecoveryResetError, 'code' | 'password' | 'passwordConfirm'> =
  {
    codeEmpty: 'code',
    passwordEmpty: 'password',
    passwordShort: 'password',
    mismatch: 'passwordConfirm',
  };
