import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { msSinceLastCall } from '../../api/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paymentAtBank } from '../../lib/storage';
import { logout } from './logout';
import { keepSessionAlive } from './thunks';
import { pointerMoved, type PointerPlace } from './pointerMoved';
import { msLeftBeforeIdle, recordActivity, storedActivity } from './session';
import { selectIsAuthenticated } from '../../state/auth';

// Not 'scroll': the page scrolls itself (to the top or a section on arriving, to a field with an
// error), which is no sign of a patient; one who scrolls does it by wheel, touch, key or pointer.
// A mousemove counts only when the pointer moved (pointerMoved.ts): WebKit fires it under a
// resting pointer while the page scrolls itself (issue 27).
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'mousemove', 'wheel', 'touchstart'];
/** Writing the shared timestamp on every mouse move would flood storage events across tabs. */
const SHARE_EVERY_MS = 1_000;
/**
 * The service also ends a session after 5 minutes without a call. A patient who reads or types
 * for longer is active all the same: their session is kept alive with a light call once a
 * minute of activity without one, so a long message is not lost to a refused token on Send.
 */
const KEEP_ALIVE_AFTER_MS = 60_000;

/**
 * Logs the patient out after 5 minutes without input in any tab of the portal. The time is
 * checked on a timer and again whenever the tab is shown (a tab in the background, a laptop
 * waking up, a page restored from the back-forward cache), since timers do not run then.
 */
export function useIdleLogout(): void {
  const active = useAppSelector(selectIsAuthenticated);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    if (!active) return;
    // Opening a tab is not activity: the session is as old as its last input in any tab.
    let own = storedActivity();
    let lastShared = 0;
    let timer: ReturnType<typeof setTimeout>;

    const keepAlive = () => {
      if (msSinceLastCall() >= KEEP_ALIVE_AFTER_MS) {
        void dispatch(keepSessionAlive());
      }
    };

    const schedule = () => {
      clearTimeout(timer);
      // A patient answering their bank's 3-D Secure check in Stripe's frame types there, where
      // this window hears nothing: the payment at the bank is activity, for every tab and for
      // the service, until it is confirmed (src/lib/storage.ts, "payment at the bank", at most its grace).
      if (paymentAtBank()) {
        own = Date.now();
        recordActivity(own);
        keepAlive();
        timer = setTimeout(schedule, KEEP_ALIVE_AFTER_MS);
        return;
      }
      const wait = msLeftBeforeIdle(own);
      if (wait <= 0) {
        dispatch(logout('idle'));
        navigate('/login', { replace: true });
        return;
      }
      // Checked at least once a minute, so a payment sent to the bank meanwhile is seen in time
      // to keep the service's session alive (it ends 5 minutes after the last call).
      timer = setTimeout(schedule, Math.min(wait, KEEP_ALIVE_AFTER_MS));
    };

    let lastPointer: PointerPlace | null = null;
    const onActivity = (event: Event) => {
      if (event.type === 'mousemove') {
        const moved = pointerMoved(event as MouseEvent, lastPointer);
        lastPointer = event as MouseEvent;
        if (!moved) return;
      }
      const now = Date.now();
      // Within a second of the last activity shared, the session cannot have gone idle: a mouse
      // move then only keeps its time, with no storage read.
      if (now - lastShared < SHARE_EVERY_MS) {
        own = now;
        return;
      }
      // Input after 5 idle minutes (a laptop woken with a touch of the pad, before the tab's own
      // check ran) comes too late: the service has ended the session, and so does the tab.
      if (msLeftBeforeIdle(own, now) <= 0) {
        schedule();
        return;
      }
      own = now;
      lastShared = now;
      recordActivity(now);
      keepAlive();
    };

    const onShown = () => {
      if (document.visibilityState === 'visible') schedule();
    };

    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, { passive: true }));
    document.addEventListener('visibilitychange', onShown);
    window.addEventListener('pageshow', onShown);
    window.addEventListener('focus', onShown);
    schedule();
    return () => {
      clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity));
      document.removeEventListener('visibilitychange', onShown);
      window.removeEventListener('pageshow', onShown);
      window.removeEventListener('focus', onShown);
    };
  }, [active, dispatch, navigate]);
}
