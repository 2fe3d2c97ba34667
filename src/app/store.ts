import { configureStore } from '@reduxjs/toolkit';
import { bindApiSession, onServiceReachable } from '../api/client';
import { endIfChangedElsewhere } from '../features/auth/sessionSync';
import { apiAvailabilityChanged } from '../features/auth/slice';
import { rootReducer } from './rootReducer';

export function createStore() {
  const store = configureStore({
    reducer: rootReducer,
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
