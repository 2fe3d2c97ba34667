// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createStore } from '../src/app/store';
import { loadPharmacies } from '../src/state/user/pharmacyThunks';
import { failNext } from '../src/mocks/controls';

describe('loadPharmacies', () => {
  it('keeps the list from GET /pharmacy/all', async () => {
    const store = createStore();
    expect(store.getState().user.pharmaciesStatus).toBe('idle');
    const pending = store.dispatch(loadPharmacies());
    expect(store.getState().user.pharmaciesStatus).toBe('loading');
    await pending;
    const { pharmacies, pharmaciesStatus } = store.getState().user;
    expect(pharmaciesStatus).toBe('loaded');
    expect(pharmacies.length).toBeGreaterThanOrEqual(30);
    expect(pharmacies[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), fax: expect.any(String) }),
    );
  });

  it.each(['500', 'network'] as const)('ends loading quietly on a %s failure', async (kind) => {
    failNext('get', '/pharmacy/all', kind);
    const store = createStore();
    await store.dispatch(loadPharmacies());
    expect(store.getState().user.pharmaciesStatus).toBe('failed');
    expect(store.getState().user.pharmacies).toEqual([]);
    expect(store.getState().alerts).toEqual([]);
  });
});
