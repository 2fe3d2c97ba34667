import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { idleLoad, type Load } from '../load';
import { createServiceThunk } from '../serviceCore';
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

interface FeeLoad {
  fees: FeeConfig;
  source: FeeSource;
}

export interface FeesState {
  config: FeeConfig;
  source: FeeSource | null;
  /** Never failed: without the service's fees, the cache or the defaults stand in. */
  load: Load;
  /** What stands in if the latest load fails: the cache or the defaults as of its asking. */
  standIn: FeeLoad | null;
}

/**
 * GET /config/fees. A fee load failure is silent by the spec: the cache or the defaults stand in,
 * no alert, no banner (a quiet service thunk, src/state/serviceThunk.ts). What stands in is read
 * when the load is asked (its pending action carries it), so the slice reads no storage.
 */
export const loadFees = createServiceThunk<FeeLoad, void, undefined, { standIn: FeeLoad }>(
  'fees/load',
  async () => {
    const fees = await fetchFeeConfig();
    if (!isFeeConfig(fees)) throw new Error('Malformed fee config');
    writeStorage(storageKeys.fees, JSON.stringify({ fees, timestamp: Date.now() }));
    return { fees, source: 'service' };
  },
  { quiet: true },
  {
    getPendingMeta: () => ({
      standIn: fallbackFees(parseFeeCache(readStorage(storageKeys.fees)), Date.now()),
    }),
  },
);

const initialState: FeesState = {
  config: DEFAULT_FEES,
  source: null,
  load: idleLoad(),
  standIn: null,
};

/** The latest load's answer, or its stand-in: either way the fees are known (succeeded). */
function settle(state: FeesState, requestId: string, { fees, source }: FeeLoad): void {
  if (state.load.requestId !== requestId) return;
  state.config = fees;
  state.source = source;
  state.load = { status: 'succeeded', error: null, requestId: null };
  state.standIn = null;
}

const feesSlice = createSlice({
  name: 'fees',
  initialState,
  reducers: {},
  // Not trackLoad: a failure is not a failed load here, the stand-in is the answer.
  extraReducers: (builder) => {
    builder
      .addCase(loadFees.pending, (state, { meta }) => {
        state.load = { status: 'loading', error: null, requestId: meta.requestId };
        state.standIn = meta.standIn;
      })
      .addCase(loadFees.fulfilled, (state, { payload, meta }) => {
        settle(state, meta.requestId, payload);
      })
      .addCase(loadFees.rejected, (state, { meta }) => {
        if (state.standIn) settle(state, meta.requestId, state.standIn);
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
