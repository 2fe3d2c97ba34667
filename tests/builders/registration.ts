import type { Pharmacy } from '../../src/api/types';
import type { RegistrationValues } from '../../src/features/auth/register/registrationFields';

// One complete, valid registration for the tests of its rules, its form and its hostile input.

export const PHARMACY: Pharmacy = {
  _id: 'ph-1',
  name: 'Brighouse Pharmacy',
  address: { address: '6060 Minoru Blvd, Richmond, BC V6Y 1Y2' },
  fax: '604-555-0100',
  phone1: '604-555-0101',
};

/** B.C. card 9698658215 passes the checksum. */
export const VALID_REGISTRATION: RegistrationValues = {
  firstName: 'Lucy',
  lastName: 'Ho',
  gender: 'Female',
  birthDay: '12',
  birthMonth: '04',
  birthYear: '1988',
  address: '6060 Minoru Blvd, Unit #502',
  city: 'Richmond',
  province: 'BC',
  postal: 'V6Y 1Y2',
  country: 'Canada',
  mobilePhone1: '604',
  mobilePhone2: '555',
  mobilePhone3: '0111',
  phone1: '',
  phone2: '',
  phone3: '',
  internationalPhone: '',
  preferredPharmacy: PHARMACY,
  healthCardProvince: 'BC',
  healthCardNumber: '9698658215',
  healthCardNumberConfirm: '9698658215',
  email: 'lucy.ho@example.com',
  emailConfirm: 'lucy.ho@example.com',
  password: 'Sunrise#2026',
  passwordConfirm: 'Sunrise#2026',
  agreement: true,
  recaptcha: 'token',
};
