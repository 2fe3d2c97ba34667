import { configureStore } from '@reduxjs/toolkit';
import { bindApiSession, onServiceReachable } from '../api/client';
import { addAuthListeners } from '../features/auth/listeners';
import { endIfChangedElsewhere } from '../features/auth/sessionSync';
import { apiAvailabilityChanged } from '../state/session';
import { createAppListener, type AppStartListening } from './listener';
import { rootReducer } from './rootReducer';

/** The app's store; a test may start it from a state of its own (what a page would find). */
export function createStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  const listener = createAppListener();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
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
