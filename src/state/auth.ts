import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStorage, storageKeys } from '../lib/storage';
import { apiAvailabilityChanged, loggedOut, type LogoutReason } from './session';

export { apiAvailabilityChanged, loggedOut, type LogoutReason };

export interface AuthState {
  token: string | null;
  /** True once /me answered for the stored token. */
  isAuthenticated: boolean;
  /** True while the stored token is being checked (spec: initially loading). */
  loading: boolean;
  /** A call failed with 'Network Error': the service is not reachable. */
  apiUnavailable: boolean;
  loggedOutReason: LogoutReason | null;
  /** Another tab ended this tab's session: the tab goes to /login, wherever it was. */
  leavingForLogin: boolean;
}

function initialState(): AuthState {
  const token = readStorage(storageKeys.token);
  return {
    token,
    isAuthenticated: false,
    loading: token !== null,
    apiUnavailable: false,
    loggedOutReason: null,
    leavingForLogin: false,
  };
}

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    // Not `loading`: that stands for a stored session being checked, which puts the guarded pages
    // on hold; a login form shows its own progress and must keep what was typed if /me fails.
    loginSucceeded(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.loggedOutReason = null;
    },
    userLoadStarted(state) {
      state.loading = true;
    },
    userLoadSucceeded(state) {
      state.isAuthenticated = true;
      state.loading = false;
    },
    endedElsewhere(state) {
      state.leavingForLogin = true;
    },
    leftForLogin(state) {
      state.leavingForLogin = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, (state, action) => {
        state.token = null;
        state.isAuthenticated = false;
        state.loading = false;
        state.loggedOutReason = action.payload;
      })
      .addCase(apiAvailabilityChanged, (state, action) => {
        state.apiUnavailable = !action.payload;
      });
  },
  selectors: {
    selectToken: (state) => state.token,
    /** The token of a session /me has accepted (not one still being checked). */
    selectLiveToken: (state) => (state.isAuthenticated ? state.token : null),
    selectIsAuthenticated: (state) => state.isAuthenticated,
    /** A stored session is being checked: the guarded pages wait for it. */
    selectSessionLoading: (state) => state.loading,
    selectApiUnavailable: (state) => state.apiUnavailable,
    selectLoggedOutReason: (state) => state.loggedOutReason,
    selectLeavingForLogin: (state) => state.leavingForLogin,
  },
});

export const { loginSucceeded, userLoadStarted, userLoadSucceeded, endedElsewhere, leftForLogin } =
  authSlice.actions;
export default authSlice.reducer;
export const {
  selectToken,
  selectLiveToken,
  selectIsAuthenticated,
  selectSessionLoading,
  selectApiUnavailable,
  selectLoggedOutReason,
  selectLeavingForLogin,
} = authSlice.selectors;
