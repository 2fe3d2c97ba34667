import { canonicalCountry } from '../../lib/countries';
import type { Pharmacy, Sex, User } from '../../api/types';
import { formatPhone, phoneDigits } from '../../lib/phone';
import {
  phoneNumberDigits,
  trimProfile,
  type ProfileField,
  type ProfileValues,
} from './profileRules';
import type { ProfileUpdate } from './api';

/** A stored number as the phone field shows it; a legacy value that is not 10 digits stays as is,
 * so the rules can flag it instead of the form silently cutting it. */
function shownPhone(value: string): string {
  return phoneDigits(value).length === 10 ? formatPhone(value) : value;
}

/** Where Edit puts the focus: the profile form's first editable field. */
export const FIRST_EDITABLE: ProfileField = 'sex';

export function familyDocValue(familyDoc: boolean | null): string {
  return familyDoc === true ? 'yes' : familyDoc === false ? 'no' : '';
}

/** The form's values for a user (the pharmacy travels beside them, as an object). */
export function profileValues(user: User): ProfileValues {
  return {
    sex: user.sex ?? '',
    address: user.address ?? '',
    city: user.city ?? '',
    province: user.province ?? '',
    postal: user.postal ?? '',
    country: canonicalCountry(user.country ?? ''),
    mobilePhone: shownPhone(user.mobilePhone ?? ''),
    phone: shownPhone(user.phone ?? ''),
    internationalPhone: user.internationalPhone ?? '',
    preferredPharmacy: user.preferredPharmacy?._id ?? '',
    familyDoc: familyDocValue(user.familyDoc),
  };
}

/** What POST /me is sent: text trimmed, phones as digits. */
export function profileUpdate(values: ProfileValues, pharmacy: Pharmacy | null): ProfileUpdate {
  const v = trimProfile(values);
  return {
    // validateProfile has made sure it is one of the three.
    sex: v.sex as Sex,
    address: v.address,
    city: v.city,
    province: v.province,
    postal: v.postal,
    country: v.country,
    mobilePhone: phoneNumberDigits(v.mobilePhone),
    phone: phoneNumberDigits(v.phone),
    internationalPhone: v.internationalPhone,
    preferredPharmacy: pharmacy,
    familyDoc: v.familyDoc === 'yes' ? true : v.familyDoc === 'no' ? false : null,
  };
}
