// Mei Chen's 20 messages from the clinic (the README's contract), kept as data in messages.json:
// newest first, 3 unreplied (the newest asks for a picture), the rest answered, some with files.
// One carries markup and one an outside link, so the portal's plain-text rendering can be seen
// doing its job.

import type { MessageFile } from '../../../api/types';
import type { MockMessage, ReplyLink } from '../messagingTypes';
import seedLines from './messages.json' with { type: 'json' };

/** The mailed reply link of the README's token table. */
export const REPLY_DEMO_TOKEN = 'reply-demo-token';

/** Ids are Mongo-like and fixed, so links and tests can name a message. */
export const seedMessageId = (index: number) =>
  `65f1a2b3c4d5e6f7a8b9${String(index).padStart(4, '0')}`;

interface SeedLine {
  at: string;
  isMOA: boolean;
  text: string;
  requestImage?: boolean;
  reply?: { at: string; text: string; files?: Omit<MessageFile, '_id'>[] };
}

const MOA = 'Medical office assistant';
const DOCTOR = 'Doctor';

const LINES: readonly SeedLine[] = seedLines;

export function buildPatientMessages(userId: string): MockMessage[] {
  return LINES.map((line, index) => {
    const _id = seedMessageId(index);
    const files = (line.reply?.files ?? []).map((file, n) => ({
      _id: `${_id.slice(0, 20)}f${String(n).padStart(3, '0')}`,
      ...file,
    }));
    return {
      _id,
      userId,
      message: line.text,
      createdAt: line.at,
      repliedAt: line.reply?.at ?? null,
      repliedMessage: line.reply?.text ?? null,
      from: line.isMOA ? MOA : DOCTOR,
      isMOA: line.isMOA,
      requestImage: line.requestImage ?? false,
      files,
      isReplied: line.reply !== undefined,
    };
  });
}

/** reply-demo-token answers the lab requisition question (unreplied, no picture needed). */
export function buildReplyLinks(): ReplyLink[] {
  return [{ token: REPLY_DEMO_TOKEN, messageId: seedMessageId(1) }];
}
