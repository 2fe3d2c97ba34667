import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleLogout } from '../../src/features/auth/useIdleLogout';
import { readStorage, storageKeys, writeStorage } from '../../src/lib/storage';
import { selectLoggedOutReason } from '../../src/state/auth';
import { PATIENTS } from '../builders/users';
import { loggedInStore, renderWithProviders } from '../utils/render';

// The clock is moved by hand (Date only; timers stay real): a laptop that slept ran no timer.

const MINUTE = 60_000;

function Page() {
  useIdleLogout();
  return <p>Patient page</p>;
}

/** Opens a patient page; `idleFor`: how long before the opening the patient's last input was. */
async function openPage(idleFor = 0) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  const store = await loggedInStore(PATIENTS.full);
  if (idleFor > 0) writeStorage(storageKeys.lastActivity, String(Date.now() - idleFor));
  await renderWithProviders(<Page />, {
    route: '/dashboard',
    store,
    elsewhere: { '/login': 'Login page' },
  });
  return store;
}

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

afterEach(() => {
  vi.useRealTimers();
});

describe('idle logout', () => {
  // The root of the 2026-11 review's finding 1: a page that counted its own opening as activity
  // kept a session alive for another 5 minutes each time the browser restored the tab.
  it('opening a page is not activity: the session ends 5 minutes after its last input', async () => {
    const store = await openPage(4 * MINUTE);
    const lastInput = String(Date.now() - 4 * MINUTE);
    expect(readStorage(storageKeys.lastActivity)).toBe(lastInput);
    later(MINUTE);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(selectLoggedOutReason(store.getState())).toBe('idle');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  // Timers do not run in a background tab or a sleeping laptop: the time is checked when shown.
  it.each([
    ['shown again', document, 'visibilitychange'],
    ['restored from the back-forward cache', window, 'pageshow'],
    ['focused again', window, 'focus'],
  ] as const)(
    'a page %s after 5 idle minutes ends the session as idle',
    async (_, target, type) => {
      const store = await openPage();
      later(5 * MINUTE);
      act(() => {
        target.dispatchEvent(new Event(type));
      });
      expect(selectLoggedOutReason(store.getState())).toBe('idle');
      expect(await screen.findByText('Login page')).toBeInTheDocument();
    },
  );

  it('input after 5 idle minutes ends the session as idle instead of keeping it', async () => {
    const store = await openPage();
    later(6 * MINUTE);
    act(() => {
      fireEvent.pointerDown(window);
    });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(selectLoggedOutReason(store.getState())).toBe('idle');
    expect(readStorage(storageKeys.session)).toBeNull();
  });

  it('input within the 5 minutes counts as activity', async () => {
    const store = await openPage();
    later(4 * MINUTE);
    act(() => {
      fireEvent.pointerDown(window);
    });
    expect(Number(readStorage(storageKeys.lastActivity))).toBe(Date.now());
    later(4 * MINUTE);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByText('Patient page')).toBeInTheDocument();
    expect(store.getState().auth.token).not.toBeNull();
  });

  it('a scroll is not activity: the page scrolls itself', async () => {
    await openPage();
    const before = readStorage(storageKeys.lastActivity);
    later(2 * MINUTE);
    act(() => {
      fireEvent.scroll(window);
    });
    expect(readStorage(storageKeys.lastActivity)).toBe(before);
    act(() => {
      fireEvent.wheel(window);
    });
    expect(Number(readStorage(storageKeys.lastActivity))).toBe(Date.now());
  });
});
