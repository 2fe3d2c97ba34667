import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Pharmacy, User } from '../../api/types';
import { idleLoad, trackLoad, type Load } from '../load';
import { loggedOut } from '../session';
import { loadPharmacies } from './thunks';

export interface UserState {
  data: User | null;
  /** GET /pharmacy/all: public, read by registration, the account page and the dashboard. */
  pharmacies: Pharmacy[];
  pharmaciesLoad: Load;
}

const userSlice = createSlice({
  name: 'user',
  initialState: { data: null, pharmacies: [], pharmaciesLoad: idleLoad() } as UserState,
  reducers: {
    userSet(state, action: PayloadAction<User>) {
      state.data = action.payload;
    },
  },
  extraReducers: (builder) => {
    // The pharmacy list is public: it stays through a logout.
    builder.addCase(loggedOut, (state) => {
      state.data = null;
    });
    trackLoad(builder, loadPharmacies, (state) => state.pharmaciesLoad, {
      succeeded: (state, list) => {
        state.pharmacies = list;
      },
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
    selectPharmaciesStatus: (state) => state.pharmaciesLoad.status,
  },
});

export const { userSet } = userSlice.actions;
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
