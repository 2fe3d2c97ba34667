// docs/account.md#profile-rules-and-messages: the profile form's rules, in the spec's order. The first failing
// rule is reported with every field it concerns, so the form can highlight them all.

import { GENDERS } from '../../lib/genders';
import { isCanadianNumber } from '../../lib/phone';
import { isListedProvince } from '../../lib/provinces';

export interface ProfileValues {
  /** 'Male', 'Female' or 'Other' (User.sex); editable, as the spec makes only name, birth date,
   * e-mail and health card read-only (issue 16 point 5). */
  sex: string;
  address: string;
  city: string;
  province: string;
  postal: string;
  country: string;
  /** As shown in the field: ddd-ddd-dddd, or a stored legacy value. */
  mobilePhone: string;
  phone: string;
  internationalPhone: string;
  /** The chosen pharmacy's id, or '' for none. */
  preferredPharmacy: string;
  /** 'yes', 'no', or '' while unanswered. */
  familyDoc: string;
}

export type ProfileField = keyof ProfileValues;

export type ProfileError =
  'empty' | 'onePhone' | 'mobilePhone' | 'phone' | 'internationalPhone' | 'province';

export interface ProfileProblem {
  error: ProfileError;
  fields: ProfileField[];
}

export interface ProfileRuleContext {
  /** A patient who never chose a pharmacy may keep none; one who has may not remove it. */
  hadPharmacy: boolean;
}

/** Fields that may stay empty (health card fields are read-only and not in the form). */
const OPTIONAL: ReadonlySet<ProfileField> = new Set<ProfileField>([
  'mobilePhone',
  'phone',
  'internationalPhone',
  'familyDoc',
]);

/** The genders a patient may choose, as registration offers them. */
export const SEXES = GENDERS;

export const PROFILE_FIELDS: readonly ProfileField[] = [
  'sex',
  'address',
  'city',
  'province',
  'postal',
  'country',
  'mobilePhone',
  'phone',
  'internationalPhone',
  'preferredPharmacy',
  'familyDoc',
];

const PHONE_FIELDS = ['mobilePhone', 'phone', 'internationalPhone'] as const;

/** Dashes are the field's own formatting, not something the patient typed. */
export function phoneNumberDigits(value: string): string {
  return value.trim().replace(/-/g, '');
}

/** Values as they are checked and sent: text trimmed (the pharmacy id needs no trimming). */
export function trimProfile(values: ProfileValues): ProfileValues {
  const out = { ...values };
  for (const field of PROFILE_FIELDS) out[field] = values[field].trim();
  return out;
}

export function validateProfile(
  raw: ProfileValues,
  { hadPharmacy }: ProfileRuleContext,
): ProfileProblem | null {
  const values = trimProfile(raw);
  const empty = PROFILE_FIELDS.filter((field) => {
    if (OPTIONAL.has(field)) return false;
    if (field === 'preferredPharmacy' && !hadPharmacy) return false;
    // A gender not in the list (a legacy record) is shown unchosen and must be chosen.
    if (field === 'sex') return !(SEXES as readonly string[]).includes(values.sex);
    return values[field] === '';
  });
  if (empty.length > 0) return { error: 'empty', fields: empty };

  if (PHONE_FIELDS.every((field) => values[field] === '')) {
    return { error: 'onePhone', fields: [...PHONE_FIELDS] };
  }
  // 10 digits in the Canadian format (docs/account.md#phone-formats): an area code starting with 0 is
  // refused with the same message as a number of the wrong length.
  if (values.mobilePhone && !isCanadianNumber(values.mobilePhone)) {
    return { error: 'mobilePhone', fields: ['mobilePhone'] };
  }
  if (values.phone && !isCanadianNumber(values.phone)) return { error: 'phone', fields: ['phone'] };
  if (values.internationalPhone && !/^\d+$/.test(values.internationalPhone)) {
    return { error: 'internationalPhone', fields: ['internationalPhone'] };
  }
  if (!isListedProvince(values.province)) return { error: 'province', fields: ['province'] };
  return null;
}
