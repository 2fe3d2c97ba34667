import { configureStore } from '@reduxjs/toolkit';
import { bindApiSession, onServiceReachable } from '../api/client';
import { addAuthListeners } from '../features/auth/listeners';
import { endIfChangedElsewhere } from '../features/auth/sessionSync';
import { apiAvailabilityChanged } from '../state/session';
import { createAppListener, type AppStartListening } from './listener';
import { rootReducer } from './rootReducer';

export function createStore() {
  const listener = createAppListener();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
  addAuthListeners(listener.startListening as AppStartListening);
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
