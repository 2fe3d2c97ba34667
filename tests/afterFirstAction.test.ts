import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstAction,
  pageHasBeenUsed,
} from '../src/features/clinicStatus/rules/afterFirstAction';

// docs/constants.md#first-load-budget: the clinic status channel waits for the patient's first
// action, or 10 s, on a page opened with a stored session.

function setActivation(value: { hasBeenActive: boolean } | undefined) {
  Object.defineProperty(navigator, 'userActivation', { value, configurable: true });
}

/** A task waiting, with the 10 s fallback, on a page the patient has not used yet. */
function waitingTask() {
  setActivation({ hasBeenActive: false });
  const task = vi.fn();
  const cancel = afterFirstAction(task, 10_000);
  return { task, cancel };
}

describe('afterFirstAction', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setActivation(undefined);
  });

  it('runs at once where the page has been used, or the browser cannot tell', () => {
    for (const activation of [{ hasBeenActive: true }, undefined]) {
      setActivation(activation);
      const task = vi.fn();
      afterFirstAction(task, 10_000);
      expect(task).toHaveBeenCalledTimes(1);
      expect(task).toHaveBeenCalledWith({ waited: false });
      expect(pageHasBeenUsed()).toBe(true);
    }
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'wheel'])(
    'otherwise runs once, at the first %s',
    (type) => {
      const { task } = waitingTask();
      expect(task).not.toHaveBeenCalled();
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      vi.advanceTimersByTime(20_000);
      expect(task).toHaveBeenCalledTimes(1);
      expect(task).toHaveBeenCalledWith({ waited: true });
    },
  );

  it('or after the fallback time when the patient does nothing', () => {
    const { task } = waitingTask();
    vi.advanceTimersByTime(9_999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(task).toHaveBeenCalledWith({ waited: true });
  });

  it('never runs once cancelled', () => {
    const { task, cancel } = waitingTask();
    cancel();
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    vi.advanceTimersByTime(20_000);
    expect(task).not.toHaveBeenCalled();
  });
});
