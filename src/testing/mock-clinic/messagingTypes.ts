// The mock clinic's records behind messages, reply links, record downloads and sick-note checks
// (docs/messages.md#message-data). Kept beside types.ts so each area's shapes stay together.

import type { Message } from '../../api/types';

/**
 * A message of one patient's list, what GET /message answers plus its owner: the clinic's to the
 * patient, or the patient's own to the assistants (`from: 'patient'`, POST /message/sent), whose
 * reply fields hold the clinic's answer.
 */
export interface MockMessage extends Message {
  userId: string;
}

/** The first outcome of a message's Idempotency-Key (per account): the message it stored. */
export interface MessageKey {
  key: string;
  userId: string;
  messageId: string;
}

/** A mailed reply link (/message-reply?token=…): answers one message, once. */
export interface ReplyLink {
  token: string;
  messageId: string;
}

export interface MockRecordFile {
  id: string;
  fileName: string;
  isDownloaded: boolean;
  /** A line printed in the mock PDF, so a download can be told from another. */
  title: string;
  /** Times the file was sent without the portal confirming it arrived (docs/records.md). */
  fetches?: number;
}

/** A mailed record-download link (/medical/records/{token}). */
export interface RecordLink {
  token: string;
  userId: string;
  files: MockRecordFile[];
  /** Wrong dates of birth in a row; MAX_BIRTH_DATE_ATTEMPTS of them lock the link. */
  failedAttempts: number;
  locked: boolean;
  /** Set once the right date of birth was given: downloads need it. */
  verified: boolean;
}

/** A sick note on file, as the public validation page checks it. */
export interface IssuedSickNote {
  id: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, clinic local time. */
  startTimeOff: string;
  endOfTimeOff: string;
}
