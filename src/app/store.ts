import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { bindApiSession, onServiceReachable } from '../api/client';
import alerts from '../features/alerts/slice';
import announcements from '../features/announcements/slice';
import { recordActivity } from '../features/auth/session';
import { endIfChangedElsewhere } from '../features/auth/sessionSync';
import auth, { apiAvailabilityChanged, loginSucceeded } from '../features/auth/slice';
import clinicStatus from '../features/clinicStatus/slice';
import fees from '../features/fees/slice';
import forms from '../features/forms/slice';
import medicalInfo from '../features/medicalInfo/slice';
import messages from '../features/messages/slice';
import user from '../features/user/slice';

export function createStore() {
  const session = createListenerMiddleware();
  // Logging in is the patient's latest activity: a session starts with its full idle time,
  // whichever way it started (the form, a mailed link).
  session.startListening({ actionCreator: loginSucceeded, effect: () => recordActivity() });
  const store = configureStore({
    reducer: {
      auth,
      alerts,
      user,
      fees,
      clinicStatus,
      medicalInfo,
      announcements,
      messages,
      forms,
    },
    middleware: (getDefault) => getDefault().prepend(session.middleware),
  });
  bindApiSession({
    token: () => store.getState().auth.token,
    changedElsewhere: () => store.dispatch(endIfChangedElsewhere),
  });
  onServiceReachable(() => {
    if (store.getState().auth.apiUnavailable) store.dispatch(apiAvailabilityChanged(true));
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
