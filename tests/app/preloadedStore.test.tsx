import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../src/app/store';
import { ClinicOfflineNotice } from '../../src/features/clinicStatus';
import { selectClinicOnline } from '../../src/features/clinicStatus/slice';
import { selectFeeConfig } from '../../src/state/fees/slice';
import { idleLoad } from '../../src/state/load';
import { renderWithProviders } from '../utils/render';

// createStore(preloadedState): a test starts a page from the state it would find, slices that
// inject themselves later included.

describe('a store started from a given state', () => {
  it('keeps the state of a slice injected after it was made', () => {
    const store = createStore({ clinicStatus: { online: false, known: true } });
    expect(selectClinicOnline(store.getState())).toBe(false);
    expect(selectFeeConfig(store.getState()).SICK_NOTE.PRIVATE).toBeGreaterThan(0);
  });

  it('renders a page as that state shows it', async () => {
    await renderWithProviders(<ClinicOfflineNotice />, {
      preloadedState: {
        clinicStatus: { online: false, known: true },
        user: { data: null, pharmacies: [], pharmaciesLoad: idleLoad() },
      },
    });
    expect(screen.getByText(/system is offline at the moment/)).toBeVisible();
  });
});
