import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { idleLoad, trackLoad, type Load } from '../load';
import { rootReducer } from '../../app/rootReducer';
import type { FeeConfig } from '../../api/types';
import {
  DEFAULT_FEES,
  fallbackFees,
  isFeeConfig,
  parseFeeCache,
  type FeeSource,
} from '../../lib/fees';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';
import { fetchFeeConfig } from './api';

export interface FeesState {
  config: FeeConfig;
  source: FeeSource | null;
  /** Never failed: without the service's fees, the cache or the defaults stand in. */
  load: Load;
}

// A fee load failure is silent by the spec: the cache or the defaults stand in, no alert.
export const loadFees = createAsyncThunk('fees/load', async () => {
  const now = Date.now();
  try {
    const fees = await fetchFeeConfig();
    if (!isFeeConfig(fees)) throw new Error('Malformed fee config');
    writeStorage(storageKeys.fees, JSON.stringify({ fees, timestamp: now }));
    return { fees, source: 'service' as FeeSource };
  } catch {
    return fallbackFees(parseFeeCache(readStorage(storageKeys.fees)), now);
  }
});

const feesSlice = createSlice({
  name: 'fees',
  initialState: { config: DEFAULT_FEES, source: null, load: idleLoad() } as FeesState,
  reducers: {},
  extraReducers: (builder) => {
    trackLoad(builder, loadFees, (state) => state.load, {
      succeeded: (state, { fees, source }) => {
        state.config = fees;
        state.source = source;
      },
    });
  },
  selectors: {
    selectFeeConfig: (state) => state.config,
    selectFeesStatus: (state) => state.load.status,
    selectFeesSource: (state) => state.source,
  },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof feesSlice> {}
}

// Injected when a page that shows fees first loads this module (src/app/rootReducer.ts).
const injected = feesSlice.injectInto(rootReducer);

export const { selectFeeConfig, selectFeesStatus, selectFeesSource } = injected.selectors;
