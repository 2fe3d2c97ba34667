// Shapes the mock clinic keeps for itself. What a handler answers is typed in src/api/types.ts;
// these are the server-side records behind those answers (passwords, sessions, pending links).

import type {
  Appointment,
  ClientErrorReport,
  FeeConfig,
  MedicalInfoRecord,
  Pharmacy,
  User,
} from '../../api/types';
import type {
  MockPaymentIntent,
  MockPaymentMethod,
  MockSchoolWorkForm,
  MockSickNoteRequest,
} from './formsTypes';
import type {
  IssuedSickNote,
  MessageKey,
  MockMessage,
  RecordLink,
  ReplyLink,
} from './messagingTypes';

/** The profile is exactly what GET /me answers; the rest never leaves the mock. */
export interface UserRecord {
  profile: User;
  password: string;
  confirmed: boolean;
  registeredAt: string;
}

export interface Session {
  token: string;
  userId: string;
  /** Epoch ms; sessions lapse after SESSION_LIFETIME_MS. */
  createdAt: number;
  /** Epoch ms of the last call made with it; sessions also lapse after SESSION_IDLE_MS. */
  lastSeenAt?: number;
  /** The refresh cookie's value for this session (refreshCookie.ts); absent for sister sites'. */
  refreshId?: string;
}

export interface EmailConfirmation {
  token: string;
  userId: string;
  createdAt: number;
  confirmedAt: number | null;
}

export interface ResetCode {
  userId: string;
  code: string;
  createdAt: number;
  used: boolean;
  /** Wrong codes tried against it; at RESET_CODE_MAX_TRIES it stops working. (Absent: none.) */
  wrongTries?: number;
}

/** A successful POST /login/forgot/validate: /login/forgot mails a code only for a while after. */
export interface RecoveryValidation {
  userId: string;
  validatedAt: number;
}

export interface MockMail {
  id: string;
  to: string;
  subject: string;
  body: string;
  link?: string;
  code?: string;
  sentAt: string;
}

/** One appointment, as GET /me/appointments answers it (docs/calls.md#contract-additions). */
export type MockAppointment = Appointment;

/** A login link mailed by the clinic (/auth-message/{token}). */
export interface AuthLink {
  token: string;
  userId: string;
  /** Epoch ms of its one use; a used link answers like an unknown one. */
  usedAt?: number;
}

/** The first outcome of an Idempotency-Key (per account): the payment intent it made. */
export interface ChargeKey {
  key: string;
  userId: string;
  paymentIntentId: string;
}

/** The ledger: one entry per card charge the service actually made. */
export interface MockCharge {
  /** The Idempotency-Key of the call that started it; null when the call sent none. */
  idempotencyKey: string | null;
  userId: string;
  /** The account's e-mail. */
  account: string;
  /** Dollars. */
  amount: number;
  formType: 'sick-note' | 'school-work-form';
  formId: string | null;
  paymentIntentId: string;
  chargedAt: string;
}

export interface AgreementRecord {
  userId: string;
  savedAt: string;
}

/**
 * The whole mock database. Everything is JSON-safe because it is persisted as JSON. To add an
 * area, add a collection here and its seed in seed/index.ts: a state persisted before the
 * collection existed picks up the seeded one when it loads.
 */
export interface MockDbState {
  users: UserRecord[];
  sessions: Session[];
  confirmations: EmailConfirmation[];
  resetCodes: ResetCode[];
  recoveryValidations: RecoveryValidation[];
  pharmacies: Pharmacy[];
  /** By user id. */
  appointments: Record<string, MockAppointment[]>;
  announcements: string[];
  fees: FeeConfig;
  clinicOnline: boolean;
  /** Newest first. */
  mailbox: MockMail[];
  /** In arrival order. */
  errorReports: ClientErrorReport[];
  agreements: AgreementRecord[];
  authLinks: AuthLink[];
  /**
   * Every patient's messages: the clinic's, and the patients' own to the assistants
   * (`from: 'patient'`); handlers sort by `createdAt`.
   */
  messages: MockMessage[];
  /** The Idempotency-Keys of POST /message/sent that stored a message, oldest first. */
  messageKeys: MessageKey[];
  replyLinks: ReplyLink[];
  recordLinks: RecordLink[];
  sickNotes: IssuedSickNote[];
  /** By user id, newest first: the first is current, the rest history. */
  medicalInfo: Record<string, MedicalInfoRecord[]>;
  /** Saved school/work forms, oldest first. */
  schoolWorkForms: MockSchoolWorkForm[];
  /** Paid sick-note requests, oldest first. */
  sickNoteRequests: MockSickNoteRequest[];
  /** The mock card provider's side: card methods and payment intents. */
  paymentMethods: MockPaymentMethod[];
  paymentIntents: MockPaymentIntent[];
  chargeKeys: ChargeKey[];
  /** Charges made, oldest first. */
  charges: MockCharge[];
}
