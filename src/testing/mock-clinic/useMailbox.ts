import { useSyncExternalStore } from 'react';
import { mailbox } from './controls';
import { db } from './db';
import type { MockMail } from './types';

// useSyncExternalStore needs the same array until something changes, not a fresh copy each call.
let cached: { version: number; mails: MockMail[] } | null = null;

function snapshot(): MockMail[] {
  const version = db.version();
  if (!cached || cached.version !== version) cached = { version, mails: mailbox() };
  return cached.mails;
}

/** The mailbox, newest first, updated as the mock clinic sends mail. */
export function useMailbox(): MockMail[] {
  return useSyncExternalStore(db.subscribe, snapshot, snapshot);
}
