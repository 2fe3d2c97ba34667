import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import { idleLoad, trackLoad, type Load } from '../load';
import { loggedOut } from '../session';
import { refreshAwaitingReply } from './thunks';

// docs/messages.md#messages-awaiting-a-reply: the navigation's count, kept for the session.

export interface AwaitingReplyState {
  /** Messages from the clinic not replied to; null until the service said. */
  count: number | null;
  /** Only part of the messages was counted: the count is a lower bound. */
  atLeast: boolean;
  /** The service lacks the count call: the list's first page is counted instead. */
  listOnly: boolean;
  load: Load;
  /** When the latest count was asked (ms), so the next trigger can tell whether it is fresh. */
  askedAt: number | null;
  /** A count asked at or after this moment (ms) is wanted: the navigation asks for it. */
  wanted: number;
}

const initialState: AwaitingReplyState = {
  count: null,
  atLeast: false,
  listOnly: false,
  load: idleLoad(),
  askedAt: null,
  wanted: 0,
};

const awaitingReplySlice = createSlice({
  name: 'awaitingReply',
  initialState,
  reducers: {
    /** A reply was sent, or My Messages loaded: the count may have changed since `payload`. */
    wanted(state, action: PayloadAction<number>) {
      state.wanted = Math.max(state.wanted, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
    trackLoad(builder, refreshAwaitingReply, (state) => state.load, {
      succeeded: (state, answer) => Object.assign(state, answer),
    });
    builder.addMatcher(refreshAwaitingReply.pending.match, (state, action) => {
      state.askedAt = action.meta.askedAt;
    });
  },
});

export const { wanted: awaitingReplyWanted } = awaitingReplySlice.actions;

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof awaitingReplySlice> {}
}

// Injected with the patient's navigation, so a visitor's first page does not carry it.
const injected = awaitingReplySlice.injectInto(rootReducer);

/** The count as the navigation reads it (the initial state until the slice has seen an action). */
export const selectAwaitingReply = injected.selectSlice;
