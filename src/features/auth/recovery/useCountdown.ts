import { useEffect, useRef, useState } from 'react';

/** Whole seconds left of a `from`-second countdown started at `startedAt` (never below 0). */
export function secondsLeft(from: number, startedAt: number, now: number): number {
  return Math.max(0, from - Math.floor((now - startedAt) / 1_000));
}

/**
 * Counts whole seconds down from `from` and calls `onDone` once at 0. Each tick is timed from the
 * start, not from the previous tick, so a slow render never stretches the wait.
 */
export function useCountdown(from: number, onDone: () => void): number {
  const [left, setLeft] = useState(from);
  const done = useRef(onDone);

  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const elapsed = Date.now() - startedAt;
      const remaining = secondsLeft(from, startedAt, Date.now());
      setLeft(remaining);
      if (remaining <= 0) {
        done.current();
        return;
      }
      timer = setTimeout(tick, 1_000 - (elapsed % 1_000));
    };
    timer = setTimeout(tick, 1_000);
    return () => clearTimeout(timer);
  }, [from]);

  return left;
}
