import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { apiAvailabilityChanged, loggedOut, type LogoutReason } from './session';

export { apiAvailabilityChanged, loggedOut, type LogoutReason };

/** A login this tab holds: its token (in memory only) and the mark the tabs share for it. */
export interface HeldSession {
  token: string;
  mark: string;
}

export interface AuthState {
  token: string | null;
  /** The shared mark of the tab's session (src/features/auth/session.ts); null for a visitor. */
  mark: string | null;
  /** True once /me answered for the tab's token. */
  isAuthenticated: boolean;
  /** True while the tab's token is being checked (spec: initially loading). */
  loading: boolean;
  /** A call failed with 'Network Error': the service is not reachable. */
  apiUnavailable: boolean;
  loggedOutReason: LogoutReason | null;
  /** Another tab ended this tab's session: the tab goes to /login, wherever it was. */
  leavingForLogin: boolean;
  /**
   * A login is kept in this browser but the service could not be asked for its token yet (a lost
   * reply, a restart): the session's pages wait, rather than send the patient to log in.
   */
  restoring: boolean;
}

// A tab starts as a visitor: boot hands it the session it restored from the service
// (sessionRestored), before the first render.
const initialState: AuthState = {
  token: null,
  mark: null,
  isAuthenticated: false,
  loading: false,
  apiUnavailable: false,
  loggedOutReason: null,
  leavingForLogin: false,
  restoring: false,
};

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    // Not `loading`: that stands for a stored session being checked, which puts the guarded pages
    // on hold; a login form shows its own progress and must keep what was typed if /me fails.
    loginSucceeded(state, action: PayloadAction<HeldSession>) {
      state.token = action.payload.token;
      state.mark = action.payload.mark;
      state.loggedOutReason = null;
    },
    /** Boot got the shared session's token from the service: /me is asked next. */
    sessionRestored(state, action: PayloadAction<HeldSession>) {
      state.token = action.payload.token;
      state.mark = action.payload.mark;
      state.loading = true;
      state.restoring = false;
    },
    sessionRestoreWaiting(state) {
      state.restoring = true;
    },
    /**
     * A script that must not see the session joined the page (src/lib/thirdPartyScripts.ts): the
     * token goes from memory. The login (its mark, the patient shown) stays; a patient page is a
     * fresh page load, which asks the service for the token again.
     */
    sessionHidden(state) {
      state.token = null;
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
        state.mark = null;
        state.restoring = false;
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
    selectMark: (state) => state.mark,
    /** The token of a session /me has accepted (not one still being checked). */
    selectLiveToken: (state) => (state.isAuthenticated ? state.token : null),
    selectIsAuthenticated: (state) => state.isAuthenticated,
    /** A stored session is being checked: the guarded pages wait for it. */
    selectSessionLoading: (state) => state.loading,
    selectApiUnavailable: (state) => state.apiUnavailable,
    selectLoggedOutReason: (state) => state.loggedOutReason,
    selectLeavingForLogin: (state) => state.leavingForLogin,
    selectRestoring: (state) => state.restoring,
  },
});

export const {
  loginSucceeded,
  sessionRestored,
  sessionRestoreWaiting,
  sessionHidden,
  userLoadStarted,
  userLoadSucceeded,
  endedElsewhere,
  leftForLogin,
} = authSlice.actions;
export default authSlice.reducer;
export const {
  selectToken,
  selectMark,
  selectLiveToken,
  selectIsAuthenticated,
  selectSessionLoading,
  selectApiUnavailable,
  selectLoggedOutReason,
  selectLeavingForLogin,
  selectRestoring,
} = authSlice.selectors;
