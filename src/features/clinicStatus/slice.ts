import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../../state/session';

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
  },
  selectors: {
    selectClinicOnline: (state) => state.online,
  },
});

export const { clinicStatusChanged } = clinicStatusSlice.actions;
export default clinicStatusSlice.reducer;
export const { selectClinicOnline } = clinicStatusSlice.selectors;
