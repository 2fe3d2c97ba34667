// docs/account.md#registration-rules-and-messages, as data: a list of rules in the spec's order, walked by one pure
// validate(). The first failing rule decides the category and the message; every rule of that
// same category that also fails adds its fields to the ones flagged, so the patient sees all
// fields of that kind at once (e.g. every empty field) while the message names the first.

import { isValidBcHealthNumber } from '../rules/bcHealthNumber';
import { arePhonePartsCanadian, isPhonePartsEmpty } from '../../../lib/phone';
import {
  isLongEnoughNewPassword,
  PASSWORD_LENGTH_MUST_EXCEED,
} from '../../../lib/validation/passwordRules';
import {
  asksHealthCardNumber,
  asksHealthCardProvince,
  homePhoneParts,
  mobilePhoneParts,
  type RegistrationField,
  type RegistrationValues,
} from './registrationFields';

/** The labels messages name; their texts are register:labels.<label> in each language. */
export type RegistrationLabel =
  | 'firstName'
  | 'lastName'
  | 'gender'
  | 'dateOfBirth'
  | 'address'
  | 'city'
  | 'province'
  | 'postal'
  | 'country'
  | 'mobilePhone'
  | 'homePhone'
  | 'internationalPhone'
  | 'preferredPharmacy'
  | 'healthCardProvince'
  | 'healthCardNumber'
  | 'healthCardNumberConfirm'
  | 'email'
  | 'emailConfirm'
  | 'password'
  | 'passwordConfirm';

/** A message: a key of register:errors.<key>, with the label (and minimum) it names. */
export interface RegistrationMessage {
  key:
    | 'empty'
    | 'onePhone'
    | 'symbol'
    | 'mismatch'
    | 'tooShort'
    | 'mobilePhone'
    | 'homePhone'
    | 'internationalPhone'
    | 'internationalPhoneLength'
    | 'bcHealthNumber'
    | 'agreement'
    | 'botCheck';
  label?: RegistrationLabel;
  min?: number;
}

export type RegistrationCategory =
  | 'empty'
  | 'onePhone'
  | 'symbol'
  | 'match'
  | 'length'
  | 'phoneFormat'
  | 'internationalPhone'
  | 'bcHealthNumber'
  | 'agreement'
  | 'botCheck';

export interface RegistrationRule {
  category: RegistrationCategory;
  /** The fields flagged when the rule fails. */
  fields: readonly RegistrationField[];
  /** True when the values break the rule. */
  fails: (values: RegistrationValues) => boolean;
  message: RegistrationMessage;
}

export interface RegistrationFailure {
  category: RegistrationCategory;
  message: RegistrationMessage;
  /** Every field flagged: the failing rules of the category. */
  fields: RegistrationField[];
  /** The fields the message is about: the first failing rule's. */
  named: RegistrationField[];
}

export const HEALTH_CARD_NUMBER_MIN = 6;
export const INTERNATIONAL_PHONE_MIN = 9;

/**
 * What counts as a symbol. Letters of any script (accents, Chinese), digits, spaces and the
 * punctuation real names and places carry are allowed: hyphen and apostrophes (Jean-Luc,
 * O'Brien, St. John's), period, comma, and '&' and parentheses, which the country list's own
 * names contain ('Bosnia & Herzegovina', 'Myanmar (Burma)'). Anything else (<, >, ", ;, @, #, …)
 * is a symbol.
 */
const SYMBOL = /[^\p{L}\p{M}\p{N}\s.,'’\-&()]/u;

export function hasSymbol(value: string): boolean {
  return SYMBOL.test(value);
}

const empty = (
  field: RegistrationField | readonly RegistrationField[],
  label: RegistrationLabel,
  applies: (v: RegistrationValues) => boolean = () => true,
): RegistrationRule => {
  const fields = typeof field === 'string' ? [field] : field;
  return {
    category: 'empty',
    fields,
    fails: (v) =>
      applies(v) &&
      fields.some((f) => {
        const value = v[f];
        return value === null || value === '';
      }),
    message: { key: 'empty', label },
  };
};

const symbol = (
  fields: readonly RegistrationField[],
  label: RegistrationLabel,
  applies: (v: RegistrationValues) => boolean = () => true,
): RegistrationRule => ({
  category: 'symbol',
  fields,
  fails: (v) => applies(v) && fields.some((f) => hasSymbol(String(v[f]))),
  message: { key: 'symbol', label },
});

const MOBILE_FIELDS = ['mobilePhone1', 'mobilePhone2', 'mobilePhone3'] as const;
const HOME_FIELDS = ['phone1', 'phone2', 'phone3'] as const;
const DATE_FIELDS = ['birthDay', 'birthMonth', 'birthYear'] as const;

export const REGISTRATION_RULES: readonly RegistrationRule[] = [
  // Every field except phones and the bot check must be non-empty, in the form's order.
  empty('firstName', 'firstName'),
  empty('lastName', 'lastName'),
  empty('gender', 'gender'),
  empty(DATE_FIELDS, 'dateOfBirth'),
  empty('address', 'address'),
  empty('city', 'city'),
  empty('province', 'province'),
  empty('postal', 'postal'),
  empty('country', 'country'),
  empty('preferredPharmacy', 'preferredPharmacy'),
  empty('healthCardProvince', 'healthCardProvince', asksHealthCardProvince),
  empty('healthCardNumber', 'healthCardNumber', asksHealthCardNumber),
  empty('healthCardNumberConfirm', 'healthCardNumberConfirm', asksHealthCardNumber),
  empty('email', 'email'),
  empty('emailConfirm', 'emailConfirm'),
  empty('password', 'password'),
  empty('passwordConfirm', 'passwordConfirm'),

  {
    category: 'onePhone',
    fields: [...MOBILE_FIELDS, ...HOME_FIELDS, 'internationalPhone'],
    fails: (v) =>
      isPhonePartsEmpty(mobilePhoneParts(v)) &&
      isPhonePartsEmpty(homePhoneParts(v)) &&
      v.internationalPhone === '',
    message: { key: 'onePhone' },
  },

  // Password, its confirmation, address, e-mails, bot check and pharmacy are exempt.
  symbol(['firstName'], 'firstName'),
  symbol(['lastName'], 'lastName'),
  symbol(['gender'], 'gender'),
  symbol(DATE_FIELDS, 'dateOfBirth'),
  symbol(['city'], 'city'),
  symbol(['province'], 'province'),
  symbol(['postal'], 'postal'),
  symbol(['country'], 'country'),
  symbol(MOBILE_FIELDS, 'mobilePhone'),
  symbol(HOME_FIELDS, 'homePhone'),
  symbol(['internationalPhone'], 'internationalPhone'),
  symbol(['healthCardProvince'], 'healthCardProvince', asksHealthCardProvince),
  symbol(['healthCardNumber'], 'healthCardNumber', asksHealthCardNumber),
  symbol(['healthCardNumberConfirm'], 'healthCardNumberConfirm', asksHealthCardNumber),

  {
    category: 'match',
    fields: ['password', 'passwordConfirm'],
    fails: (v) => v.password !== v.passwordConfirm,
    message: { key: 'mismatch', label: 'password' },
  },
  {
    category: 'match',
    fields: ['email', 'emailConfirm'],
    fails: (v) => v.email !== v.emailConfirm,
    message: { key: 'mismatch', label: 'email' },
  },
  {
    category: 'match',
    fields: ['healthCardNumber', 'healthCardNumberConfirm'],
    fails: (v) => asksHealthCardNumber(v) && v.healthCardNumber !== v.healthCardNumberConfirm,
    message: { key: 'mismatch', label: 'healthCardNumber' },
  },

  {
    category: 'length',
    fields: ['password'],
    // 'must be greater than 8', and the rule is what the message says (docs/account.md#password-length).
    fails: (v) => !isLongEnoughNewPassword(v.password),
    message: { key: 'tooShort', label: 'password', min: PASSWORD_LENGTH_MUST_EXCEED },
  },
  {
    category: 'length',
    fields: ['healthCardNumber'],
    fails: (v) => asksHealthCardNumber(v) && v.healthCardNumber.length < HEALTH_CARD_NUMBER_MIN,
    message: { key: 'tooShort', label: 'healthCardNumber', min: HEALTH_CARD_NUMBER_MIN },
  },

  // Entered at all, a mobile or home number needs parts of 3, 3 and 4 digits in the Canadian
  // format (docs/account.md#phone-formats): an area code starting with 0 is refused the same way.
  {
    category: 'phoneFormat',
    fields: MOBILE_FIELDS,
    fails: (v) =>
      !isPhonePartsEmpty(mobilePhoneParts(v)) && !arePhonePartsCanadian(mobilePhoneParts(v)),
    message: { key: 'mobilePhone' },
  },
  {
    category: 'phoneFormat',
    fields: HOME_FIELDS,
    fails: (v) =>
      !isPhonePartsEmpty(homePhoneParts(v)) && !arePhonePartsCanadian(homePhoneParts(v)),
    message: { key: 'homePhone' },
  },

  {
    category: 'internationalPhone',
    fields: ['internationalPhone'],
    fails: (v) => v.internationalPhone !== '' && !/^\d+$/.test(v.internationalPhone),
    message: { key: 'internationalPhone' },
  },
  {
    category: 'internationalPhone',
    fields: ['internationalPhone'],
    fails: (v) =>
      v.internationalPhone !== '' && v.internationalPhone.length < INTERNATIONAL_PHONE_MIN,
    message: { key: 'internationalPhoneLength' },
  },

  {
    category: 'bcHealthNumber',
    fields: ['healthCardNumber', 'healthCardNumberConfirm'],
    fails: (v) =>
      asksHealthCardNumber(v) &&
      v.healthCardProvince === 'BC' &&
      !isValidBcHealthNumber(v.healthCardNumber),
    message: { key: 'bcHealthNumber' },
  },

  {
    category: 'agreement',
    fields: ['agreement'],
    fails: (v) => !v.agreement,
    message: { key: 'agreement' },
  },
  {
    category: 'botCheck',
    fields: ['recaptcha'],
    fails: (v) => v.recaptcha === '',
    message: { key: 'botCheck' },
  },
];

/** The first failure in the rules' order, with every field of its category that fails; or null. */
export function validate(
  values: RegistrationValues,
  rules: readonly RegistrationRule[] = REGISTRATION_RULES,
): RegistrationFailure | null {
  const first = rules.find((rule) => rule.fails(values));
  if (!first) return null;
  const fields = new Set<RegistrationField>();
  for (const rule of rules) {
    if (rule.category === first.category && rule.fails(values)) {
      rule.fields.forEach((field) => fields.add(field));
    }
  }
  return {
    category: first.category,
    message: first.message,
    fields: [...fields],
    named: [...first.fields],
  };
}
