import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import { loggedOut } from '../../state/session';
import { fetchClinicStatus } from './thunks';

export interface ClinicStatusState {
  /** The clinic's records system (OSCAR) answers; services need it. */
  online: boolean;
  /** False until the first status arrived, so buttons do not flash "offline" on load. */
  known: boolean;
}

const clinicStatusSlice = createSlice({
  name: 'clinicStatus',
  initialState: { online: true, known: false } as ClinicStatusState,
  reducers: {
    clinicStatusChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
      state.known = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => ({ online: true, known: false }));
    // The GET's answer; a failure counts as offline (docs/dashboard.md#clinic-system-status).
    builder.addCase(fetchClinicStatus.fulfilled, (_, { payload }) => ({
      online: payload,
      known: true,
    }));
    builder.addCase(fetchClinicStatus.rejected, () => ({ online: false, known: true }));
  },
  selectors: {
    selectClinicOnline: (state) => state.online,
    selectClinicStatusKnown: (state) => state.known,
  },
});

export const { clinicStatusChanged } = clinicStatusSlice.actions;

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof clinicStatusSlice> {}
}

// Injected with a patient's pages (src/app/rootReducer.ts): a visitor never needs it.
const injected = clinicStatusSlice.injectInto(rootReducer);

export const { selectClinicOnline, selectClinicStatusKnown } = injected.selectors;
