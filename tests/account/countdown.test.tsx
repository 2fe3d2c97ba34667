import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsLeft, useCountdown } from '../../src/features/auth/recovery/useCountdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the reset countdown', () => {
  it('counts 5, 4, 3, 2, 1, 0 a second apart and then calls onDone once', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown(5, onDone));
    const seen = [result.current];
    for (let i = 0; i < 5; i += 1) {
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
      seen.push(result.current);
    }
    expect(seen).toEqual([5, 4, 3, 2, 1, 0]);
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('does not finish early', () => {
    const onDone = vi.fn();
    renderHook(() => useCountdown(5, onDone));
    act(() => {
      vi.advanceTimersByTime(4_999);
    });
    expect(onDone).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stops when the page goes away', () => {
    const onDone = vi.fn();
    const { unmount } = renderHook(() => useCountdown(5, onDone));
    unmount();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('secondsLeft', () => {
  it('counts whole seconds from the start and stops at 0', () => {
    expect(secondsLeft(5, 1_000, 1_000)).toBe(5);
    expect(secondsLeft(5, 1_000, 1_999)).toBe(5);
    expect(secondsLeft(5, 1_000, 2_000)).toBe(4);
    expect(secondsLeft(5, 1_000, 6_000)).toBe(0);
    expect(secondsLeft(5, 1_000, 60_000)).toBe(0);
  });
});
