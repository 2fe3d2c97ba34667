import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../../api/types';
import { loggedOut } from '../auth/slice';

export interface UserState {
  data: User | null;
}

const userSlice = createSlice({
  name: 'user',
  initialState: { data: null } as UserState,
  reducers: {
    userSet(state, action: PayloadAction<User>) {
      state.data = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (state) => {
      state.data = null;
    });
  },
});

export const { userSet } = userSlice.actions;
export default userSlice.reducer;
