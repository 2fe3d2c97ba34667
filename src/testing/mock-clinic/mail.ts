// The mock's outbox: what the real service would e-mail lands in the mailbox instead.

import { db } from './db';
import { createRecordId } from './ids';
import type { MockMail } from './types';

export function sendMail(mail: Omit<MockMail, 'id' | 'sentAt'>): MockMail {
  const sent: MockMail = { id: createRecordId(), sentAt: new Date().toISOString(), ...mail };
  db.state.mailbox.unshift(sent);
  db.save();
  return sent;
}

/** Links in mails point at the page serving the app, wherever it runs. */
export function appUrl(path: string): string {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  // A relative base ('./') says nothing about the page's folder; the app root is the safe guess.
  const configured = import.meta.env.BASE_URL;
  const base = configured?.startsWith('/') ? configured.replace(/\/?$/, '/') : '/';
  return `${origin}${base}${path.replace(/^\//, '')}`;
}
