// What tests and demos steer the mock clinic with; browser.ts installs these as window.mockClinic.

import type { ClientErrorReport } from '../../api/types';
import { isAnswered } from '../../lib/awaitingReply';
import { isFromPatient } from '../../lib/messageSender';
import { db, expireSessionsOf, findUserByEmail, resetDb } from './db';
import { type FailureKind, clearFaults, queueFailure, setLatencyMs } from './faults';
import { ageHandoffCodes, clearHandoffCodes } from './handoffStore';
import { createRecordId } from './ids';
import { broadcastClinicStatus } from './socket';
import type { MockCharge, MockMail } from './types';

export type { FailureKind } from './faults';

/**
 * The next `times` calls matching method ('*' for any) and path fail as `kind`. The path is the
 * pathname after the API base ('/login'), or a prefix when it ends in '*' ('/register/*').
 * 'lostReply': the service does the work (and keeps it), then the answer is lost as a network error.
 * '404': the service has no such call (the portal's fall-back for an older service).
 */
export function failNext(method: string, path: string, kind: FailureKind, times = 1): void {
  queueFailure(method, path, kind, times);
}

/** Delays every answer by `ms` milliseconds. */
export function setLatency(ms: number): void {
  setLatencyMs(ms);
}

/** Mails the service "sent", newest first. */
export function mailbox(): MockMail[] {
  return structuredClone(db.state.mailbox);
}

/** What POST /services/saveerror received, in arrival order. */
export function errorReports(): ClientErrorReport[] {
  return structuredClone(db.state.errorReports);
}

/** The ledger of card charges the service made, one entry per charge, oldest first. */
export function charges(): MockCharge[] {
  return structuredClone(db.state.charges);
}

export function setClinicOnline(online: boolean): void {
  db.state.clinicOnline = online;
  db.save();
  broadcastClinicStatus();
}

export function setAnnouncements(lines: string[]): void {
  db.state.announcements = [...lines];
  db.save();
}

/**
 * Puts a new, unreplied message from the medical office assistants at the top of a patient's
 * inbox (for showing what hostile or unusual text looks like); returns its id.
 */
export function addStaffMessage(email: string, text: string): string {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`No account ${email} in the mock clinic`);
  const id = createRecordId();
  db.state.messages.unshift({
    _id: id,
    userId: user.profile.id,
    message: text,
    createdAt: new Date().toISOString(),
    repliedAt: null,
    repliedMessage: null,
    from: 'Medical office assistant',
    isMOA: true,
    requestImage: false,
    files: [],
    isReplied: false,
  });
  db.save();
  return id;
}

/**
 * Staff answer a message the patient sent (docs/calls.md#contract-additions): `text` becomes the
 * clinic's answer beneath it in their list. `id` names the message; without it, the account's
 * newest message still unanswered. Returns the message's id; throws for an unknown account, a
 * message that is not one of the account's own unanswered messages, or an empty text.
 */
export function answerPatientMessage(email: string, text: string, id?: string): string {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`No account ${email} in the mock clinic`);
  const answer = text.trim();
  if (answer === '') throw new Error('The answer needs a text');
  const waiting = db.state.messages
    .filter(
      (message) =>
        message.userId === user.profile.id && isFromPatient(message) && !isAnswered(message),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const message = id === undefined ? waiting[0] : waiting.find((entry) => entry._id === id);
  if (!message) {
    throw new Error(
      id === undefined
        ? `${email} has no message waiting for an answer`
        : `${email} has no message ${id} waiting for an answer`,
    );
  }
  message.repliedMessage = answer;
  message.repliedAt = new Date().toISOString();
  message.isReplied = true;
  db.save();
  return message._id;
}

/** Every session of the account ends now, as a token does after its 12 hours. */
export function expireSessions(email: string): void {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`No account ${email} in the mock clinic`);
  expireSessionsOf(user.profile.id);
}

/**
 * The service's clock moves on by `ms` with no call made (a patient at their bank's page for
 * minutes): every session's, payment's and sister-site code's age grows by it, as if that time
 * had passed. Lets a test see the 5-minute idle rule, or a code's 60 seconds, without waiting.
 */
export function passTime(ms: number): void {
  for (const session of db.state.sessions) {
    session.createdAt -= ms;
    if (session.lastSeenAt !== undefined) session.lastSeenAt -= ms;
  }
  for (const intent of db.state.paymentIntents) intent.createdAt -= ms;
  db.save();
  ageHandoffCodes(ms);
}

/** Back to the seed: data, no failures, no latency, clinic online. */
export function reset(): void {
  const wasOnline = db.state.clinicOnline;
  resetDb();
  clearFaults();
  clearHandoffCodes();
  if (!wasOnline) broadcastClinicStatus();
}

export interface MockClinicControls {
  setClinicOnline: typeof setClinicOnline;
  failNext: typeof failNext;
  setLatency: typeof setLatency;
  mailbox: typeof mailbox;
  reset: typeof reset;
  setAnnouncements: typeof setAnnouncements;
  errorReports: typeof errorReports;
  charges: typeof charges;
  addStaffMessage: typeof addStaffMessage;
  answerPatientMessage: typeof answerPatientMessage;
  expireSessions: typeof expireSessions;
  passTime: typeof passTime;
}

export const mockClinicControls: MockClinicControls = {
  setClinicOnline,
  failNext,
  setLatency,
  mailbox,
  reset,
  setAnnouncements,
  errorReports,
  charges,
  addStaffMessage,
  answerPatientMessage,
  expireSessions,
  passTime,
};
