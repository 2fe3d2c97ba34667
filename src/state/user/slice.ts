import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Pharmacy, User } from '../../api/types';
import { loggedOut } from '../session';

export type PharmaciesStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface UserState {
  data: User | null;
  /** GET /pharmacy/all: public, read by registration, the account page and the dashboard. */
  pharmacies: Pharmacy[];
  pharmaciesStatus: PharmaciesStatus;
}

const userSlice = createSlice({
  name: 'user',
  initialState: { data: null, pharmacies: [], pharmaciesStatus: 'idle' } as UserState,
  reducers: {
    userSet(state, action: PayloadAction<User>) {
      state.data = action.payload;
    },
    pharmaciesLoadStarted(state) {
      state.pharmaciesStatus = 'loading';
    },
    pharmaciesLoaded(state, action: PayloadAction<Pharmacy[]>) {
      state.pharmacies = action.payload;
      state.pharmaciesStatus = 'loaded';
    },
    pharmaciesLoadFailed(state) {
      state.pharmaciesStatus = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (state) => {
      state.data = null;
    });
  },
  selectors: {
    selectUser: (state) => state.data,
    selectUserId: (state) => state.data?.id ?? null,
    selectUserBirthday: (state) => state.data?.birthday,
    /** The service asks the patient to confirm their details first (docs/routes.md). */
    selectMustUpdate: (state) => state.data?.shouldUpdate === true,
    selectIsBlocked: (state) => state.data?.blocked === true,
    selectPharmacies: (state) => state.pharmacies,
    selectPharmaciesStatus: (state) => state.pharmaciesStatus,
  },
});

export const { userSet, pharmaciesLoadStarted, pharmaciesLoaded, pharmaciesLoadFailed } =
  userSlice.actions;
export default userSlice.reducer;
export const {
  selectUser,
  selectUserId,
  selectUserBirthday,
  selectMustUpdate,
  selectIsBlocked,
  selectPharmacies,
  selectPharmaciesStatus,
} = userSlice.selectors;
