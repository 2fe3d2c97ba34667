import { configureStore } from '@reduxjs/toolkit';
import { bindApiSession, onServiceReachable } from '../api/client';
import { addAuthListeners } from '../features/auth/listeners';
import { endIfChangedElsewhere } from '../features/auth/sessionSync';
import { onSessionHidden, sessionHiddenHere } from '../lib/thirdPartyScripts';
import { sessionHidden } from '../state/auth';
import { apiAvailabilityChanged } from '../state/session';
import { createAppListener, type AppStartListening } from './listener';
import { rootReducer } from './rootReducer';
import { addServiceFailureListener } from './serviceFailures';

/** The app's store; a test may start it from a state of its own (what a page would find). */
export function createStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  const listener = createAppListener();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // The state holds the session token: no devtools hook a page script could offer reads it.
    devTools: import.meta.env.DEV,
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
  addAuthListeners(listener.startListening as AppStartListening);
  addServiceFailureListener(listener.startListening as AppStartListening);
  bindApiSession({
    token: () => store.getState().auth.token,
    mark: () => store.getState().auth.mark,
    hidden: sessionHiddenHere,
    changedElsewhere: () => store.dispatch(endIfChangedElsewhere),
  });
  onSessionHidden(() => store.dispatch(sessionHidden()));
  onServiceReachable(() => {
    // While a kept session waits to be restored, the banner stays until the refresh itself is
    // answered (restoreSession.ts): another call's answer says nothing about that one.
    const { apiUnavailable, restoring } = store.getState().auth;
    if (apiUnavailable && !restoring) store.dispatch(apiAvailabilityChanged(true));
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
