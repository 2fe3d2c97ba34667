import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
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
  status: 'idle' | 'loading' | 'loaded';
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
  initialState: { config: DEFAULT_FEES, source: null, status: 'idle' } as FeesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadFees.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(loadFees.fulfilled, (state, action) => {
        state.config = action.payload.fees;
        state.source = action.payload.source;
        state.status = 'loaded';
      });
  },
  selectors: {
    selectFeeConfig: (state) => state.config,
    selectFeesStatus: (state) => state.status,
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
