// src/api/types.ts held to the contract (issue 31, point 3): every wire type against the type
// openapi-typescript generates from contract/clinic-service.yaml (src/api/contract.gen.ts, kept
// fresh by wireTypesFresh.test.ts). Nothing runs here: `tsc --noEmit` (npm run typecheck)
// compiles this file, and a type that no longer fits fails the compile, naming the field.
//
// Each check has a direction:
// - Same: the portal's type and the document's schema are one shape (each fits the other, and
//   neither has a key path, optional or not, that the other lacks).
// - Sends: what the portal sends fits what the document accepts (the portal may send less).
// - Reads: what the document answers (every JSON answer of the statuses named) fits what the
//   portal reads; the portal's reply types are wider on purpose (optional fields, a shared
//   envelope for several calls).
import type {
  AnnouncementReply,
  ApiReply,
  Appointment,
  AppointmentsReply,
  AppointmentType,
  AuthLinkReply,
  AwaitingReplyReply,
  BirthDate,
  CareCard,
  ChangePasswordPayload,
  ChargePayload,
  ChargeReply,
  ChargeRequestRef,
  ClientErrorReport,
  Drug,
  FeeConfig,
  ForgotValidatePayload,
  HandoffRedeemReply,
  HandoffReply,
  HandoffSite,
  IcdCondition,
  LoginPayload,
  LoginReply,
  MedicalInfoRecord,
  MedicalInfoReply,
  MedicalInfoSaveReply,
  MedicalRecordFile,
  Message,
  MessageDetailReply,
  MessageFile,
  MessageListReply,
  MessageReplyReply,
  NamedItem,
  OscarStatusReply,
  OscarSubmissionReply,
  Pharmacy,
  RecordVerifyReply,
  RegistrationPayload,
  ResetPayload,
  SaveSchoolWorkFormReply,
  SchoolWorkForm,
  SchoolWorkFormPayload,
  SchoolWorkFormReply,
  SchoolWorkFormValidateReply,
  Sex,
  SickNoteForValidation,
  SickNotePayload,
  SickNoteValidateReply,
  SickNoteValidationReply,
  SysErrorReply,
  TokenNotValidReply,
  UploadFilesReply,
  User,
} from '../../src/api/types';
import type { components, operations } from '../../src/api/contract.gen';
import type { postShouldUpdate, ProfileUpdate } from '../../src/features/account/api';
import type { addPreferredPharmacy } from '../../src/features/dashboard/api';
import type { postMessage } from '../../src/features/messages/api';

type Schemas = components['schemas'];

// A missing body or answer becomes a string, which no object type accepts: a check against a
// call or status the document lacks fails rather than passing against `never`.
type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : 'no JSON body';

/** The JSON request body of an operation (by its operationId). */
type Body<Op extends keyof operations> = JsonOf<NonNullable<operations[Op]['requestBody']>>;

/** Every JSON answer of an operation at the statuses named. */
type Answer<Op extends keyof operations, Status extends keyof operations[Op]['responses']> = JsonOf<
  operations[Op]['responses'][Status]
>;

// The checks are constraints: tsc reports a broken one with the first field that differs. A
// one-way check names no key paths (never); Same names those that differ.
type Sends<Portal extends Doc, Doc> = Extract<[Portal, Doc], never>;
type Reads<Doc extends Portal, Portal> = Extract<[Doc, Portal], never>;
type Same<Portal extends Doc, Doc extends Back, Back = Portal> = KeysApart<Portal, Doc>;

// Assignability lets an optional field be missing on either side, so Same also names every key
// path one side has and the other lacks ('sysError.keyPattern'); a group fails unless none.
type KeyPaths<T> = T extends readonly (infer Item)[]
  ? KeyPaths<Item>
  : T extends object
    ? { [K in keyof T & string]-?: K | `${K}.${KeyPaths<T[K]>}` }[keyof T & string]
    : never;
type KeysApart<A, B> = Exclude<KeyPaths<A>, KeyPaths<B>> | Exclude<KeyPaths<B>, KeyPaths<A>>;
type NoKeysApart<Apart extends never> = Apart;

/**
 * A request type the portal fills before its rules narrow it: the other fields are sent as
 * typed, and the narrowed ones (Keys) are at least wide enough for every value the document
 * allows. Which rule narrows each is said where it is used.
 */
type SendsNarrowed<
  Portal extends Omit<Doc, Keys>,
  Doc extends Pick<Portal, Keys>,
  Keys extends keyof Portal & keyof Doc,
> = never;

export type SharedShapes = NoKeysApart<
  [
    Same<BirthDate, Schemas['BirthDate']>,
    Same<CareCard, Schemas['CareCard']>,
    Same<Pharmacy, Schemas['Pharmacy']>,
    Same<AppointmentType, Schemas['AppointmentType']>,
    Same<Sex, Schemas['Sex']>,
    Same<User, Schemas['User']>,
    Same<TokenNotValidReply, Schemas['TokenNotValid']>,
    Reads<Answer<'getMe', 401>, TokenNotValidReply>,
  ][number]
>;

// docs/calls.md#account-calls and #session-refresh.
export type Account = NoKeysApart<
  [
    Sends<LoginPayload, Body<'login'>>,
    Reads<Answer<'login', 200>, LoginReply>,
    Reads<Answer<'refreshSession', 200>, LoginReply>,
    Reads<Answer<'loginWithLink', 200>, AuthLinkReply>,
    Sends<ProfileUpdate, Body<'updateProfile'>>,
    Reads<Answer<'updateProfile', 200 | 400>, User | ApiReply>,
    Same<Parameters<typeof postShouldUpdate>[0], Body<'confirmDetails'>>,
    Reads<Answer<'confirmDetails', 200>, User | ApiReply>,
    Sends<ForgotValidatePayload, Body<'validateRecoveryIdentity'>>,
    Sends<ResetPayload, Body<'resetPassword'>>,
    Sends<ChangePasswordPayload, Body<'resetPassword'>>,
    Reads<Answer<'resetPassword', 200>, ApiReply>,
    // The form's values, sent once the registration rules pass (registrationRules.ts): a sex from
    // the select (GENDERS), a pharmacy chosen, the agreement ticked.
    SendsNarrowed<
      RegistrationPayload,
      Body<'register'>,
      'gender' | 'preferredPharmacy' | 'agreement'
    >,
    Reads<Answer<'register', 200>, ApiReply>,
    Same<SysErrorReply, Answer<'register', 400>>,
    Same<FeeConfig, Schemas['AccountFeeConfig']>,
    Reads<Answer<'getFeeConfig', 200>, FeeConfig>,
    Reads<Answer<'getAnnouncements', 200>, AnnouncementReply>,
    Reads<Answer<'getClinicSystemStatus', 200>, OscarStatusReply>,
    Sends<ClientErrorReport, Body<'saveClientError'>>,
    Reads<Answer<'getPharmacies', 200>, Pharmacy[]>,
    Reads<Answer<'getMyPharmacy', 200>, { pharmacy: Pharmacy | null }>,
    Sends<
      {
        demographicNo: Parameters<typeof addPreferredPharmacy>[0];
        pharmacy: Parameters<typeof addPreferredPharmacy>[1];
      },
      Body<'addPreferredPharmacy'>
    >,
    Reads<Answer<'addPreferredPharmacy', 200>, ApiReply<{ payload?: Pharmacy }>>,
    Same<Appointment, Schemas['AccountAppointment']>,
    Reads<Answer<'getAppointments', 200>, AppointmentsReply>,
    Same<HandoffSite, Body<'askHandoffCode'>['site']>,
    Reads<Answer<'askHandoffCode', 200>, HandoffReply>,
    Reads<Answer<'redeemHandoffCode', 200 | 400 | 401>, HandoffRedeemReply>,
  ][number]
>;

// docs/calls.md#message-calls.
export type Messages = NoKeysApart<
  [
    Same<MessageFile, Schemas['MessagesFile']>,
    Same<Message, Schemas['MessagesMessage']>,
    Reads<Answer<'listMessages', 200>, MessageListReply>,
    Reads<Answer<'countMessagesAwaitingReply', 200>, AwaitingReplyReply>,
    Reads<Answer<'getMessage', 200>, MessageDetailReply>,
    Sends<{ message: Parameters<typeof postMessage>[0] }, Body<'sendMessage'>>,
    Reads<Answer<'sendMessage', 200>, ApiReply>,
    Reads<Answer<'replyToMessage', 200>, MessageReplyReply>,
    Reads<Answer<'getMessageByReplyLink', 200>, MessageReplyReply>,
    Reads<Answer<'replyByReplyLink', 200>, MessageReplyReply>,
  ][number]
>;

// docs/calls.md#medical-information-calls.
export type MedicalInfo = NoKeysApart<
  [
    Same<NamedItem, Schemas['MedicalInfoNamedItem']>,
    Reads<Schemas['MedicalInfoStored'], MedicalInfoRecord>,
    // One type for the record read and sent; the save (thunks.ts saveMedicalInfo) sends the user's
    // sex and an empty CreatedAt, and the rules (rules/validation.ts) an answered alcohol and
    // smoking history from the form's choices (rules/choices.ts).
    SendsNarrowed<
      MedicalInfoRecord,
      Body<'saveMedicalInfo'>,
      'Sex' | 'AlcoholHistory' | 'SmokingHistory' | 'CreatedAt'
    >,
    Reads<Answer<'getMedicalInfo', 200>, MedicalInfoReply>,
    Reads<Answer<'getMedicalInfoById', 200>, MedicalInfoRecord>,
    Reads<Answer<'saveMedicalInfo', 201>, MedicalInfoSaveReply>,
    Same<IcdCondition, Schemas['MedicalInfoIcdCondition']>,
    Reads<Answer<'searchConditions', 200>, IcdCondition[]>,
    Same<Drug, Schemas['MedicalInfoDrug']>,
    Reads<Answer<'searchDrugs', 200>, Drug[]>,
  ][number]
>;

// docs/calls.md#request-and-payment-calls and #upload-calls.
export type Requests = NoKeysApart<
  [
    Same<SickNotePayload, Schemas['RequestSickNote']>,
    Same<SchoolWorkFormPayload, Schemas['RequestForm']>,
    Reads<Answer<'validateSickNote', 200>, SickNoteValidateReply>,
    Reads<Answer<'validateSchoolWorkForm', 200>, SchoolWorkFormValidateReply>,
    Reads<Answer<'saveSchoolWorkForm', 200>, SaveSchoolWorkFormReply>,
    Reads<Answer<'saveAgreement', 200>, ApiReply>,
    Same<ChargeRequestRef, Schemas['ChargeRequestRef']>,
    Sends<ChargePayload, Body<'chargeRequest'>>,
    Reads<Answer<'chargeRequest', 200>, ChargeReply>,
    Same<SchoolWorkForm, Schemas['UploadForm']>,
    Reads<Answer<'getSchoolWorkForm', 200>, SchoolWorkFormReply>,
    Reads<Answer<'getSchoolWorkFormByToken', 200>, SchoolWorkFormReply>,
    Reads<Answer<'uploadSchoolWorkFiles', 200>, UploadFilesReply>,
    Reads<Answer<'uploadSchoolWorkFilesByToken', 200>, UploadFilesReply>,
    Reads<Answer<'completeOscarSubmission', 200>, OscarSubmissionReply>,
    Reads<Answer<'completeOscarSubmissionByToken', 200>, OscarSubmissionReply>,
  ][number]
>;

// docs/calls.md#records-calls and the sick-note check.
export type RecordsAndCheck = NoKeysApart<
  [
    Same<MedicalRecordFile, Schemas['RecordFile']>,
    Reads<Answer<'checkRecordLink', 200>, ApiReply>,
    Reads<Answer<'verifyRecordBirthDate', 200>, RecordVerifyReply>,
    Reads<Answer<'confirmRecordReceived', 200>, ApiReply>,
    Same<SickNoteForValidation, Schemas['SickNoteCheckValid']['sickNote']>,
    Reads<Answer<'checkSickNoteById', 200>, SickNoteValidationReply>,
  ][number]
>;
