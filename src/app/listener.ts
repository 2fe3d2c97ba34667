import { createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';

// Each store's listener middleware: where a feature reacts to an event with timers or follow-up
// calls (a refused session's logout a second later), per store, so nothing outlives its store.

export const createAppListener = () => createListenerMiddleware();

export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
