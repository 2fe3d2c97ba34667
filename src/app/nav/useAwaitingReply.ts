import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectLiveToken } from '../../state/auth';
import { AWAITING_REPLY_FRESH_MS, refreshAwaitingReply } from '../../state/awaitingReply/thunks';
import { selectAwaitingReply } from '../../state/awaitingReply/slice';

/**
 * docs/messages.md#messages-awaiting-a-reply: the count of messages awaiting the patient's reply,
 * asked when the menu appears and when the tab is looked at again, unless a count was asked in
 * the last AWAITING_REPLY_FRESH_MS, and when the messages pages want it (after a reply or a list
 * load); no timer asks on its own.
 */
export function useAwaitingReply(): { count: number; atLeast: boolean } {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectLiveToken);

  useEffect(() => {
    if (!token) return;
    const refresh = () => void dispatch(refreshAwaitingReply(Date.now() - AWAITING_REPLY_FRESH_MS));
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    refresh();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [dispatch, token]);

  const { count, atLeast, load, wanted } = useAppSelector(selectAwaitingReply);
  useEffect(() => {
    if (token && wanted > 0) void dispatch(refreshAwaitingReply(wanted));
  }, [dispatch, token, wanted]);

  // 0 (no badge) until the count is known, and after a failed refresh: a count the service could
  // not confirm is not left on screen.
  return { count: load.status === 'failed' ? 0 : (count ?? 0), atLeast };
}
