// The registration form's values and fields: what it holds, which health card fields it asks
// (by country and province), and the two phone numbers' parts.

import type { Pharmacy } from '../../../api/types';
import { isCanada } from '../../../lib/countries';
import { OTHER_PROVINCE } from '../../../lib/provinces';

/** What the form holds: the payload's fields, before the joined phones are added. */
export interface RegistrationValues {
  firstName: string;
  lastName: string;
  gender: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  address: string;
  city: string;
  province: string;
  postal: string;
  country: string;
  mobilePhone1: string;
  mobilePhone2: string;
  mobilePhone3: string;
  phone1: string;
  phone2: string;
  phone3: string;
  internationalPhone: string;
  preferredPharmacy: Pharmacy | null;
  healthCardProvince: string;
  healthCardNumber: string;
  healthCardNumberConfirm: string;
  email: string;
  emailConfirm: string;
  password: string;
  passwordConfirm: string;
  agreement: boolean;
  recaptcha: string;
}

export type RegistrationField = keyof RegistrationValues;

/** Health card province is asked in Canada only. */
export function asksHealthCardProvince(values: Pick<RegistrationValues, 'country'>): boolean {
  return isCanada(values.country);
}

/** The numbers are asked in Canada unless the patient has no Canadian card ('Other'). */
export function asksHealthCardNumber(
  values: Pick<RegistrationValues, 'country' | 'healthCardProvince'>,
): boolean {
  return isCanada(values.country) && values.healthCardProvince !== OTHER_PROVINCE;
}

/** The mobile number's three parts, as the phone rules read them. */
export const mobilePhoneParts = (v: RegistrationValues) => ({
  p1: v.mobilePhone1,
  p2: v.mobilePhone2,
  p3: v.mobilePhone3,
});
/** The home number's three parts. */
export const homePhoneParts = (v: RegistrationValues) => ({
  p1: v.phone1,
  p2: v.phone2,
  p3: v.phone3,
});
