// Shapes exchanged with the clinic service (spec 01 §3, spec 02 §3). The mock clinic answers
// with exactly these, so a type change here is a contract change for both sides.

export interface BirthDate {
  year: string;
  month: string;
  day: string;
}

export interface CareCard {
  number: string;
  province: string;
}

export interface PharmacyAddress {
  address: string;
}

export interface Pharmacy {
  _id: string;
  name: string;
  address: PharmacyAddress;
  fax: string;
  phone1: string;
}

export interface AppointmentType {
  code: string;
  status: 'enabled' | 'disabled';
}

export type Sex = 'Male' | 'Female' | 'Other';

export interface User {
  id: string;
  demographicNo: number;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  province: string;
  postal: string;
  phone: string;
  mobilePhone: string;
  internationalPhone: string;
  birthday: BirthDate;
  careCard: CareCard;
  sex: Sex;
  email: string;
  country: string;
  preferredPharmacy: Pharmacy | null;
  familyDoc: boolean | null;
  isChanged: boolean;
  shouldUpdate: boolean;
  blocked: boolean;
  askmedBlocked: boolean;
  appVisibility?: string[];
  appointmentType?: AppointmentType[];
}

/** Envelope most calls answer with. */
export interface ApiReply<TExtras = Record<string, unknown>> {
  success: boolean;
  extras?: TExtras & { message?: string };
  message?: string;
}

export interface LoginPayload {
  method: 'email';
  email: string;
  password: string;
  recaptcha: string;
}

export type LoginReply = ApiReply<{ accessToken?: string }>;

export interface RegistrationPayload {
  firstName: string;
  lastName: string;
  gender: string;
  address: string;
  city: string;
  province: string;
  postal: string;
  phone1: string;
  phone2: string;
  phone3: string;
  mobilePhone1: string;
  mobilePhone2: string;
  mobilePhone3: string;
  /** Joined digits of the home phone parts. */
  phone: string;
  /** Joined digits of the mobile phone parts. */
  mobilePhone: string;
  internationalPhone: string;
  email: string;
  emailConfirm: string;
  password: string;
  passwordConfirm: string;
  healthCardProvince: string;
  healthCardNumber: string;
  healthCardNumberConfirm: string;
  country: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  preferredPharmacy: Pharmacy | null;
  agreement: boolean;
  recaptcha: string;
}

export interface FeeConfig {
  SICK_NOTE: { MSP_ELIGIBLE: number; PRIVATE: number };
  LAB_TEST: { MSP_ELIGIBLE: number; PRIVATE: number };
  SCHOOL_WORK_FORM: { FIRST_PAGE: number; ADDITIONAL_PAGE: number; DISABILITY_FLAT_FEE: number };
}

export interface AnnouncementReply {
  value: string[];
}

export interface OscarStatusReply {
  status: boolean;
}

/** A reply of this type means the stored token is no longer accepted. */
export interface TokenNotValidReply {
  type: 'tokenNotValid';
  message: string;
}

/** The real service reports database errors raw; a duplicate e-mail arrives like this. */
export interface SysErrorReply {
  sysError: { code?: number; keyValue?: Record<string, unknown>; message?: string };
}

export interface ForgotValidatePayload {
  email: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  hin: string;
  recaptcha: string;
}

export interface ResetPayload {
  email: string;
  code: string;
  password: string;
}

export interface ChangePasswordPayload {
  email: string;
  password: string;
  currentPassword: string;
  manualReset: true;
}

export interface ClientErrorReport {
  err: string;
  date: string;
  details: string;
}
