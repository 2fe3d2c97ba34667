import { configureStore } from '@reduxjs/toolkit';
import { bindApiSession, onServiceReachable } from '../api/client';
import alerts from '../features/alerts/slice';
import announcements from '../features/announcements/slice';
import { endIfChangedElsewhere } from '../features/auth/sessionSync';
import auth, { apiAvailabilityChanged } from '../features/auth/slice';
import clinicStatus from '../features/clinicStatus/slice';
import fees from '../features/fees/slice';
import forms from '../features/forms/slice';
import medicalInfo from '../features/medicalInfo/slice';
import messages from '../features/messages/slice';
import user from '../features/user/slice';

export function createStore() {
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
