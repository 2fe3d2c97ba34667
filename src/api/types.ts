// Shapes exchanged with the clinic service (docs/account.md#user-data, docs/requests.md#request-data). The mock clinic answers
// with exactly these, so a type change here is a contract change for both sides.
// The one module of wire types: the mock clinic takes its types from here and nowhere else in
// the app (eslint.config.js).

import type { FormType } from '../lib/pricing';
import type { SickNotePurpose } from '../lib/sickNote';

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
  sysError: {
    code?: number;
    keyValue?: Record<string, unknown>;
    /** The index's keys: the portal also tells a duplicate e-mail by it (duplicateEmail.ts). */
    keyPattern?: Record<string, unknown>;
    message?: string;
  };
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

/** GET /auth-message/{token}: a mailed login link answers like a login. */
export type AuthLinkReply = ApiReply<{ accessToken?: string }>;

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

/** An item chosen from a search (a condition or a medication), or typed by the patient. */
export interface NamedItem {
  _id: string;
  name: string;
}

/**
 * docs/medical-info.md#medical-information-data: the record. Choice lists hold the English choice names; the three "other"
 * lists are null until the patient ticks 'Other'.
 */
export interface MedicalInfoRecord {
  _id?: string;
  /** The user's id. */
  Person: string;
  /** Copied from the user's sex on save. */
  Sex: Sex | '';
  NoMedicalCondition: boolean;
  MedicalConditions: string[];
  otherMedicalConditions: NamedItem[] | null;
  NoSurgery: boolean;
  Surgeries: string[];
  otherSurgery: string[] | null;
  NoAllergy: boolean;
  AllergyToMedication: string[];
  otherAllergy: NamedItem[] | null;
  MedicationsCurrentlyTaken: string;
  supplements: string;
  otherItems: string;
  AlcoholHistory: string;
  SmokingHistory: string;
  /** The pharmacy id the record was saved with. */
  defaultPharmacy: string | null;
  /** ISO date-time; '' on an unsaved template. */
  CreatedAt: string;
}

/** GET /services/medical-info: newest first (the first is current, the rest history). */
export interface MedicalInfoReply {
  medicalInfo: MedicalInfoRecord[];
  user: User;
}

/** POST {medication host}/medicalinfo/ answers the stored record's id. */
export interface MedicalInfoSaveReply {
  success: boolean;
  _id?: string;
  message?: string;
}

/** GET {medication host}/icd/name/{text}. */
export interface IcdCondition {
  _id: string;
  code: string;
  name: string;
}

/** GET {medication host}/drug/... */
export interface Drug {
  _id: string;
  name: string;
  ingredient: string;
  /** AHFS therapeutic class, e.g. '8:12.16.08'. */
  tcAhfs: string;
}

/** A file a patient attached to a reply, as the service lists it. */
export interface MessageFile {
  _id: string;
  fileName: string;
  size: number;
  contentType: string;
}

/** docs/messages.md#message-data: a message from the clinic's medical office assistants (isMOA) or a doctor. */
export interface Message {
  _id: string;
  message: string;
  createdAt: string;
  repliedAt: string | null;
  repliedMessage: string | null;
  from: string;
  isMOA: boolean;
  requestImage: boolean;
  files: MessageFile[];
  isReplied: boolean;
}

/** GET /message/?limit&skip: one page, newest first; total counts every message. */
export interface MessageListReply {
  success: boolean;
  messages: Message[];
  total?: number;
}

/** GET /message/awaiting-reply (docs/messages.md#messages-awaiting-a-reply): a contract addition. */
export interface AwaitingReplyReply {
  success: boolean;
  /** The patient's messages from the clinic not replied to, on every page. */
  count?: number;
}

/** GET /message/{id}: the message sits under `message`. */
export interface MessageDetailReply {
  success: boolean;
  message: Message;
}

/** PUT /message/{id} and the token reply calls answer the message as it now stands. */
export type MessageReplyReply = ApiReply<{ isReplied?: boolean; payload?: Message }>;

/** docs/records.md#records-data: a medical record file. */
export interface MedicalRecordFile {
  id: string;
  fileName: string;
  isDownloaded: boolean;
}

/** GET /services2/verify/medical/record: the files once the date of birth matches. */
export interface RecordVerifyReply {
  success: boolean;
  message?: string;
  payload?: MedicalRecordFile[];
}

/** docs/sick-note-check.md#sick-note-check-result: a sick note as the check answers it. */
export interface SickNoteForValidation {
  id: string;
  user: { firstName: string; lastName: string };
  startTimeOff: string;
  endOfTimeOff: string;
}

/** GET /services/sicknote/validateById/{id}. */
export interface SickNoteValidationReply {
  success: boolean;
  message?: string;
  sickNote?: SickNoteForValidation;
}

// ─── Sick-note and form requests (docs/requests.md#request-data) ───

export type { SickNotePurpose };

/** Which request the patient is making; 'sick-note' unless told otherwise. */
export type RequestType = 'sick-note' | 'school-work-form';

/** The kind of form to complete; 'disability' is a flat fee and always one page. */
export type FormPurpose = FormType;

/** POST /services/sicknote/validate and /services/sicknote (the sickNoteObj). */
export interface SickNotePayload {
  formType: 'sick-note';
  timeOffIsFor: SickNotePurpose;
  timeOffReason: string;
  startTimeOff: string;
  endOfTimeOff: string;
  isAgreed: boolean;
}

/** POST /services/schoolworkform/validate and /services2/sicknote/save_school_work_form. */
export interface SchoolWorkFormPayload {
  formType: 'school-work-form';
  /** Sent again when the patient changes a form saved earlier and not yet paid. */
  formId?: string;
  timeOffIsFor: FormPurpose;
  timeOffReason: string;
  pageCount: number;
  organization: string;
  isAgreed: boolean;
}

export interface SickNoteValidateReply {
  success: boolean;
  message?: string;
  extras?: { isBCServiceValid?: boolean; message?: string };
}

export interface SchoolWorkFormValidateReply {
  success: boolean;
  message?: string;
  extras?: { calculatedPrice?: number; isPrivate?: boolean; message?: string };
}

export interface SaveSchoolWorkFormReply {
  success: boolean;
  formId?: string;
  accessToken?: string;
  error?: string;
  message?: string;
}

/**
 * GET /services2/sicknote/school_work_form/{id} and ..._token/{token}: the saved form as the
 * upload page reads it.
 */
export interface SchoolWorkForm {
  formId: string;
  accessToken: string;
  paymentComplete: boolean;
  uploadedToOscar: boolean;
  filesUploaded: boolean;
  timeOffIsFor: FormPurpose;
  submittedDate: string | null;
}

// ─── Payment: POST /sick-note/charge (docs/calls.md#request-and-payment-calls), what the portal sends and reads back ───

/** "sickNote data with formId and formType": a sick note's own data, or the saved form's. */
export type ChargeSickNote =
  (SickNotePayload & { formId: null }) | (SchoolWorkFormPayload & { formId: string });

/** On confirmation the request is already on the payment intent: its kind and form id do. */
export interface ChargeRequestRef {
  formType: RequestType;
  formId: string | null;
}

/**
 * First a new card method, with the whole request (the service prices it); after card
 * authentication, the payment intent to confirm, with the request or only its reference.
 */
export type ChargePayload =
  | { payment_method_id: string; sickNote: ChargeSickNote }
  | { payment_intent_id: string; sickNote: ChargeSickNote | ChargeRequestRef };

export interface ChargeReply {
  success?: boolean;
  requires_action?: boolean;
  next_action?: {
    type?: string;
    redirect_to_url?: { url?: string; return_url?: string };
  } | null;
  payment_intent_client_secret?: string;
  error?: string;
  extras?: {
    formId?: string;
    accessToken?: string;
    message?: string;
    // The receipt's facts on a success (docs/calls.md#contract-additions); read as unknown and
    // checked, since a service may omit them (src/features/payment/receiptRecord.ts).
    paymentIntentId?: string;
    amount?: number;
    paidAt?: string | null;
  };
  accessToken?: string;
  formId?: string;
}

// ─── Upload (docs/calls.md#upload-calls) ───

/** GET /services2/sicknote/school_work_form/{id} and ..._token/{token}. */
export interface SchoolWorkFormReply {
  success: boolean;
  form?: SchoolWorkForm;
  message?: string;
}

/** POST /services2/sicknote/upload_school_work_files(_token/{token}). */
export interface UploadFilesReply {
  success: boolean;
  message?: string;
  accessToken?: string;
}

/** POST /services2/sicknote/complete_oscar_submission(_token/{token}). */
export interface OscarSubmissionReply {
  success: boolean;
  /** The records system already has this form: counts as complete. */
  alreadyProcessed?: boolean;
  error?: string;
}

// ─── The realtime clinic-system status (socket.io events, docs/dashboard.md#clinic-system-status) ───

/** connect: the channel (re)connected, so what it missed while down is asked for again. */
export type ClinicStatusEvent = 'oscarOnline' | 'oscarOffline' | 'connect_error' | 'connect';

/** The channel behind a small interface: socket.io-client, or a stand-in's event bus. */
export interface ClinicStatusChannel {
  on(event: ClinicStatusEvent, handler: () => void): void;
  close(): void;
}

export type OpenClinicStatusChannel = (token: string) => ClinicStatusChannel;

// ─── Appointments (GET /me/appointments, docs/calls.md#contract-additions) ───

export type AppointmentKind = 'familyMedicine' | 'icbc' | 'driversMedical';
export type AppointmentMode = 'inPerson' | 'telephone';
export type AppointmentStatus = 'booked' | 'completed' | 'cancelled';

/** One of the patient's appointments, as the booking system holds it. */
export interface Appointment {
  id: string;
  /**
   * ISO 8601 with the clinic's UTC offset at that moment (2026-07-03T10:15:00-07:00): one instant
   * whatever the reader's zone, and the clinic's wall time is readable in it, DST included.
   */
  start: string;
  /** The same form as start; after it. */
  end: string;
  type: AppointmentKind;
  mode: AppointmentMode;
  /** The doctor's name as the clinic writes it (Dr. Sarah Lin). */
  doctor: string;
  status: AppointmentStatus;
}

/** GET /me/appointments: every appointment of the patient, past ones too, in any order. */
export interface AppointmentsReply {
  success: boolean;
  extras?: { payload?: unknown; message?: string };
  message?: string;
}

// ─── Sister-site hand-off (POST /auth/handoff, docs/calls.md#sister-site-hand-off) ───

/** The sister sites a patient is handed to: medication refill, lab tests, booking. */
export type HandoffSite = 'medication' | 'labTest' | 'booking';

/** POST /auth/handoff: a single-use code for one sister site, valid for `expiresIn` seconds. */
export type HandoffReply = ApiReply<{ code?: string; expiresIn?: number }>;

/** POST /auth/handoff/redeem (the sister site's server): the patient's token for that site. */
export type HandoffRedeemReply = ApiReply<{ accessToken?: string; site?: HandoffSite }>;
