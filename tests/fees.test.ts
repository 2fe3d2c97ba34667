import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEES,
  FEE_CACHE_LIFETIME_MS,
  fallbackFees,
  isFeeConfig,
  parseFeeCache,
} from '../src/lib/fees';
import { createStore } from '../src/app/store';
import {
  loadFees,
  selectFeeConfig,
  selectFeesSource,
  selectFeesStatus,
} from '../src/state/fees/slice';
import { failNext } from '../src/testing/mock-clinic/controls';

const other = {
  SICK_NOTE: { MSP_ELIGIBLE: 70, PRIVATE: 140 },
  LAB_TEST: { MSP_ELIGIBLE: 25, PRIVATE: 110 },
  SCHOOL_WORK_FORM: { FIRST_PAGE: 260, ADDITIONAL_PAGE: 80, DISABILITY_FLAT_FEE: 800 },
};

describe('fee configuration fallback', () => {
  it('has the spec defaults built in', () => {
    expect(DEFAULT_FEES.SICK_NOTE).toEqual({ MSP_ELIGIBLE: 65, PRIVATE: 130 });
    expect(DEFAULT_FEES.LAB_TEST).toEqual({ MSP_ELIGIBLE: 20, PRIVATE: 100 });
    expect(DEFAULT_FEES.SCHOOL_WORK_FORM).toEqual({
      FIRST_PAGE: 250,
      ADDITIONAL_PAGE: 75,
      DISABILITY_FLAT_FEE: 750,
    });
  });

  it('uses a cache younger than 24 hours, else the defaults', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * FEE_CACHE_LIFETIME_MS }), (age) => {
        const now = 1_800_000_000_000;
        const result = fallbackFees({ fees: other, timestamp: now - age }, now);
        return age < FEE_CACHE_LIFETIME_MS
          ? result.source === 'cache' && result.fees === other
          : result.source === 'default' && result.fees === DEFAULT_FEES;
      }),
    );
  });

  it('ignores a cache from the future and a broken cache', () => {
    expect(fallbackFees({ fees: other, timestamp: 2000 }, 1000).source).toBe('default');
    expect(parseFeeCache('{not json')).toBeNull();
    expect(parseFeeCache(JSON.stringify({ fees: { SICK_NOTE: 1 }, timestamp: 1 }))).toBeNull();
    expect(fallbackFees(null, 0).source).toBe('default');
  });

  it('accepts only complete configs with sensible amounts', () => {
    expect(isFeeConfig(DEFAULT_FEES)).toBe(true);
    expect(isFeeConfig({ ...DEFAULT_FEES, LAB_TEST: { MSP_ELIGIBLE: -1, PRIVATE: 1 } })).toBe(
      false,
    );
    expect(isFeeConfig(null)).toBe(false);
  });
});

describe('fees slice against the mock clinic', () => {
  it('loads the service fees and caches them with a timestamp', async () => {
    const store = createStore();
    await store.dispatch(loadFees());
    expect(selectFeesSource(store.getState())).toBe('service');
    const cached = parseFeeCache(window.localStorage.getItem('fees'));
    expect(cached?.fees).toEqual(selectFeeConfig(store.getState()));
  });

  it('falls back to a fresh cache when the call fails, silently', async () => {
    window.localStorage.setItem('fees', JSON.stringify({ fees: other, timestamp: Date.now() }));
    failNext('GET', '/config/fees', '500');
    const store = createStore();
    await store.dispatch(loadFees());
    expect(store.getState().fees).toMatchObject({ config: other, source: 'cache' });
    expect(store.getState().alerts).toEqual([]);
  });

  it('falls back to the defaults when the cache is stale and the network is down', async () => {
    const stale = Date.now() - FEE_CACHE_LIFETIME_MS - 1;
    window.localStorage.setItem('fees', JSON.stringify({ fees: other, timestamp: stale }));
    failNext('GET', '/config/fees', 'network');
    const store = createStore();
    await store.dispatch(loadFees());
    expect(store.getState().fees).toMatchObject({ config: DEFAULT_FEES, source: 'default' });
    // Silent: no 'cannot reach' banner either, and the fees count as known (the schedule shows).
    expect(store.getState().auth.apiUnavailable).toBe(false);
    expect(selectFeesStatus(store.getState())).toBe('succeeded');
  });
});
