// The values as they are checked and sent, and the payload of POST /register made from them.

import type { RegistrationPayload } from '../../../api/types';
import { joinPhoneParts } from '../../../lib/phone';
import { normaliseEmailInput } from '../rules/email';
import {
  asksHealthCardNumber,
  asksHealthCardProvince,
  homePhoneParts,
  mobilePhoneParts,
  type RegistrationValues,
} from './registrationFields';

/**
 * The values as they are checked and sent: trimmed except passwords and the pharmacy; e-mails
 * without spaces and lowercased; the health card fields emptied where they are not asked.
 */
export function normaliseRegistration(values: RegistrationValues): RegistrationValues {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && key !== 'password' && key !== 'passwordConfirm'
        ? value.trim()
        : value,
    ]),
  ) as unknown as RegistrationValues;
  const next: RegistrationValues = {
    ...trimmed,
    email: normaliseEmailInput(values.email),
    emailConfirm: normaliseEmailInput(values.emailConfirm),
  };
  if (!asksHealthCardProvince(next)) next.healthCardProvince = '';
  if (!asksHealthCardNumber(next)) {
    next.healthCardNumber = '';
    next.healthCardNumberConfirm = '';
  }
  return next;
}

/** The payload of POST /register, with the home and mobile phones also sent joined. */
export function toRegistrationPayload(values: RegistrationValues): RegistrationPayload {
  const v = normaliseRegistration(values);
  return {
    ...v,
    phone: joinPhoneParts(homePhoneParts(v)),
    mobilePhone: joinPhoneParts(mobilePhoneParts(v)),
  };
}
