// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createStore } from '../src/app/store';
import { selectPharmacies, selectPharmaciesStatus } from '../src/state/user/slice';
import { loadPharmacies } from '../src/state/user/thunks';
import { failNext } from '../src/testing/mock-clinic/controls';

describe('loadPharmacies', () => {
  it('keeps the list from GET /pharmacy/all', async () => {
    const store = createStore();
    expect(selectPharmaciesStatus(store.getState())).toBe('idle');
    const pending = store.dispatch(loadPharmacies());
    expect(selectPharmaciesStatus(store.getState())).toBe('loading');
    await pending;
    const pharmacies = selectPharmacies(store.getState());
    expect(selectPharmaciesStatus(store.getState())).toBe('succeeded');
    expect(pharmacies.length).toBeGreaterThanOrEqual(30);
    expect(pharmacies[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), fax: expect.any(String) }),
    );
  });

  it.each(['500', 'network'] as const)('ends loading quietly on a %s failure', async (kind) => {
    failNext('get', '/pharmacy/all', kind);
    const store = createStore();
    await store.dispatch(loadPharmacies());
    expect(selectPharmaciesStatus(store.getState())).toBe('failed');
    expect(selectPharmacies(store.getState())).toEqual([]);
    expect(store.getState().alerts).toEqual([]);
    // Nor the 'cannot reach the clinic service' banner: the picker says it for itself.
    expect(store.getState().auth.apiUnavailable).toBe(false);
  });
});
