import type { PayloadAction } from '@reduxjs/toolkit';

/**
 * docs/messages.md#messages-awaiting-a-reply: tells the navigation its count is wanted again,
 * unless one was asked at or after `notBefore` (ms); the navigation asks. The action is written
 * out rather than imported, so the messages pages and the patient's menu (on /dashboard's first
 * download) share no module; tests/messaging/awaitingReply.test.ts holds its type to the slice's.
 */
export const recountAwaitingReply = (notBefore: number): PayloadAction<number> => ({
  type: 'awaitingReply/wanted',
  payload: notBefore,
});
