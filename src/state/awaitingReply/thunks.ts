import { selectLiveToken } from '../auth';
import { createServiceThunk } from '../serviceCore';
import { fetchAwaitingReply, type AwaitingReplyAnswer } from './api';

/** A count asked this recently is fresh enough when the menu appears or the tab comes back. */
export const AWAITING_REPLY_FRESH_MS = 10_000;

/**
 * docs/messages.md#messages-awaiting-a-reply: the count of messages awaiting the patient's reply,
 * asked again unless a count asked at or after `notBefore` (ms) is answered or on its way: a
 * reply passes its own moment, so a count asked before it no longer counts (its late answer is
 * dropped). Without a live session nothing is asked. A failure is silent (no alert, banner or
 * logout): the count is a hint, and the Messages page says what failed.
 */
export const refreshAwaitingReply = createServiceThunk<
  AwaitingReplyAnswer,
  number,
  undefined,
  { askedAt: number }
>(
  'awaitingReply/refresh',
  (_, { getState }) => fetchAwaitingReply(getState().awaitingReply?.listOnly === true),
  { quiet: true },
  {
    condition: (notBefore, { getState }) => {
      const state = getState();
      const askedAt = state.awaitingReply?.askedAt ?? null;
      return selectLiveToken(state) !== null && (askedAt === null || askedAt < notBefore);
    },
    getPendingMeta: () => ({ askedAt: Date.now() }),
  },
);
