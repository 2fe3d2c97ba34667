import { act, fireEvent } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pointerMoved } from '../../src/features/auth/pointerMoved';
import { useIdleLogout } from '../../src/features/auth/useIdleLogout';
import { readStorage, storageKeys } from '../../src/lib/storage';
import { PATIENTS } from '../builders/users';
import { loggedInStore, renderWithProviders } from '../utils/render';

// Issue 27: WebKit fires mousemove under a resting pointer while the page scrolls itself. Such an
// event stays at the same place on the screen and reports no movement; it is not a patient.

const at = (screenX: number, screenY: number) => ({ screenX, screenY });

describe('pointerMoved: a mousemove is activity only when the pointer moved', () => {
  it('the same place on the screen, no movement reported: not a movement', () => {
    expect(pointerMoved({ ...at(40, 300), movementX: 0, movementY: 0 }, at(40, 300))).toBe(false);
    expect(pointerMoved(at(40, 300), at(40, 300))).toBe(false);
  });

  it('another place on the screen, or a movement reported: a movement', () => {
    expect(pointerMoved(at(41, 300), at(40, 300))).toBe(true);
    expect(pointerMoved(at(40, 299), at(40, 300))).toBe(true);
    // Pointer lock keeps the place and reports the movement.
    expect(pointerMoved({ ...at(40, 300), movementX: 0, movementY: -2 }, at(40, 300))).toBe(true);
  });

  it('the first mousemove of a page counts only with a movement reported', () => {
    expect(pointerMoved({ ...at(40, 300), movementX: 0, movementY: 0 }, null)).toBe(false);
    expect(pointerMoved(at(40, 300), null)).toBe(false);
    expect(pointerMoved({ ...at(40, 300), movementX: 3, movementY: 0 }, null)).toBe(true);
  });

  it('property: a movement is exactly a changed place or a non-zero movement', () => {
    const coord = fc.integer({ min: -5000, max: 5000 });
    const delta = fc.option(fc.integer({ min: -50, max: 50 }), { nil: undefined });
    fc.assert(
      fc.property(
        coord,
        coord,
        delta,
        delta,
        fc.option(fc.tuple(coord, coord), { nil: null }),
        (x, y, dx, dy, last) => {
          const moved = pointerMoved(
            { screenX: x, screenY: y, movementX: dx, movementY: dy },
            last && at(last[0], last[1]),
          );
          const reported = (dx ?? 0) !== 0 || (dy ?? 0) !== 0;
          const placeChanged = last !== null && (last[0] !== x || last[1] !== y);
          expect(moved).toBe(reported || placeChanged);
        },
      ),
    );
  });
});

function Page() {
  useIdleLogout();
  return <p>Patient page</p>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the idle timer hears only a pointer that moved', () => {
  it('mousemoves at a resting place leave the last activity as it was; a real move updates it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const store = await loggedInStore(PATIENTS.full);
    await renderWithProviders(<Page />, { route: '/dashboard', store });
    const before = readStorage(storageKeys.lastActivity);

    // The page scrolls itself under a resting pointer: WebKit's mousemoves, one place, no movement.
    for (let second = 1; second <= 3; second += 1) {
      vi.setSystemTime(Date.now() + 2_000);
      act(() => {
        fireEvent.mouseMove(window, at(640, 400));
      });
    }
    expect(readStorage(storageKeys.lastActivity)).toBe(before);

    // The patient moves the pointer.
    vi.setSystemTime(Date.now() + 2_000);
    act(() => {
      fireEvent.mouseMove(window, at(652, 391));
    });
    expect(Number(readStorage(storageKeys.lastActivity))).toBe(Date.now());
  });
});
