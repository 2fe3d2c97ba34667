import type { ActionReducerMapBuilder, AsyncThunk, Draft } from '@reduxjs/toolkit';
import type { Msg } from '../api/message';
import { isServiceFailure } from './serviceFailure';

// One shape for everything the portal loads from the service, and one place where an answer
// that no longer counts is dropped.

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface Load {
  status: LoadStatus;
  /** Why the last load failed, when the page says so; null otherwise. */
  error: Msg | null;
  /** The request whose answer counts: the latest one asked since the load was last reset. */
  requestId: string | null;
}

export const idleLoad = (): Load => ({ status: 'idle', error: null, requestId: null });

// Any thunk made by createAsyncThunk: its argument, state and refusal types do not matter here,
// only its lifecycle actions and the answer it fulfils with.
/* eslint-disable @typescript-eslint/no-explicit-any -- any thunk's actions fit */
interface AnyThunk {
  pending: any;
  fulfilled: { match: (action: any) => action is any };
  rejected: any;
}
/* eslint-enable @typescript-eslint/no-explicit-any */
type Argument<T extends AnyThunk> = T['pending'] extends {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see AnyThunk
  match: (action: any) => action is { meta: { arg: infer Arg } };
}
  ? Arg
  : never;
type Answer<T extends AnyThunk> = T['fulfilled'] extends {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see AnyThunk
  match: (action: any) => action is { payload: infer Returned };
}
  ? Returned
  : never;
/** The lifecycle actions as createAsyncThunk types them, for any thunk. */
type Lifecycle = AsyncThunk<unknown, unknown, { rejectValue: unknown }>;

interface TrackOptions<S, Returned, Arg> {
  /** What a new request changes at once, beside the load (the page it asks for, say). */
  started?: (state: Draft<S>, arg: Arg) => void;
  /** Puts a counted answer into the state (beside the load, which is set to succeeded). */
  succeeded?: (state: Draft<S>, payload: Returned) => void;
  /** The failure's message when the thunk rejects without one (null: the page says nothing). */
  fallbackError?: Msg | null;
}

/**
 * Wires a thunk's pending, fulfilled and rejected actions to a Load in the slice's state. An
 * answer counts only if its request is still the load's latest: a request the patient
 * superseded (a newer page of the list) or one asked before a logout (which resets the slice,
 * and the load with it) answers into nothing, so no page shows another moment's, or another
 * patient's, data.
 */
export function trackLoad<S, T extends AnyThunk>(
  builder: ActionReducerMapBuilder<S>,
  thunk: T,
  loadOf: (state: Draft<S>) => Load,
  { started, succeeded, fallbackError = null }: TrackOptions<S, Answer<T>, Argument<T>> = {},
): void {
  builder
    .addCase(thunk.pending as Lifecycle['pending'], (state, action) => {
      const load = loadOf(state);
      load.status = 'loading';
      load.error = null;
      load.requestId = action.meta.requestId;
      started?.(state, action.meta.arg as Argument<T>);
    })
    .addCase(thunk.fulfilled as Lifecycle['fulfilled'], (state, action) => {
      const load = loadOf(state);
      if (load.requestId !== action.meta.requestId) return;
      load.status = 'succeeded';
      load.requestId = null;
      succeeded?.(state, action.payload as Answer<T>);
    })
    .addCase(thunk.rejected as Lifecycle['rejected'], (state, action) => {
      const load = loadOf(state);
      if (load.requestId !== action.meta.requestId) return;
      load.status = 'failed';
      load.requestId = null;
      // A service thunk's failure carries the words to show (src/state/serviceThunk.ts).
      const payload: unknown = action.payload;
      load.error = isServiceFailure(payload)
        ? payload.msg
        : ((payload as Msg | undefined) ?? fallbackError);
    });
}
