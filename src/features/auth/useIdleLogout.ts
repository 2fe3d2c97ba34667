import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { env } from '../../config/env';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';
import { latestActivity, msUntilIdle } from './idle';
import { logout } from './logout';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'mousemove', 'wheel', 'touchstart', 'scroll'];
/** Writing the shared timestamp on every mouse move would flood storage events across tabs. */
const SHARE_EVERY_MS = 1_000;

function idleTimeout(): number {
  // Mock builds let e2e tests shorten the 5 minutes without a special build.
  if (import.meta.env.VITE_API_MOCK === 'true') {
    const override = Number(readStorage('mock.idleTimeoutMs'));
    if (override > 0) return override;
  }
  return env.idleTimeoutMs;
}

/** Logs the patient out after 5 minutes without input in any tab of the portal. */
export function useIdleLogout(): void {
  const active = useAppSelector((state) => state.auth.isAuthenticated);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    if (!active) return;
    const timeoutMs = idleTimeout();
    let own = Date.now();
    let lastShared = 0;
    let timer: ReturnType<typeof setTimeout>;

    const schedule = () => {
      clearTimeout(timer);
      const last = latestActivity(own, readStorage(storageKeys.lastActivity));
      const wait = msUntilIdle(last, Date.now(), timeoutMs);
      if (wait <= 0) {
        dispatch(logout('idle'));
        navigate('/login', { replace: true });
        return;
      }
      timer = setTimeout(schedule, wait);
    };

    const onActivity = () => {
      own = Date.now();
      if (own - lastShared >= SHARE_EVERY_MS) {
        lastShared = own;
        writeStorage(storageKeys.lastActivity, String(own));
      }
    };

    writeStorage(storageKeys.lastActivity, String(own));
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, { passive: true }));
    schedule();
    return () => {
      clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity));
    };
  }, [active, dispatch, navigate]);
}
