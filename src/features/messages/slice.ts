import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import type { Msg } from '../../api/message';
import type { Message } from '../../api/types';
import { loggedOut } from '../../state/session';

// The store loads this with the very first page, inside the 150 KB budget, so it only merges
// what the thunks (loaded with the messages pages) have worked out.

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface MessagesState {
  /** The page the list holds (1-based). */
  page: number;
  items: Message[];
  /** Every message the patient has; null when the service did not say. */
  total: number | null;
  listStatus: LoadStatus;
  listError: Msg | null;
  /** The message /message/{id} shows. */
  current: Message | null;
  currentStatus: LoadStatus;
  currentError: Msg | null;
}

export const initialMessagesState: MessagesState = {
  page: 1,
  items: [],
  total: null,
  listStatus: 'idle',
  listError: null,
  current: null,
  currentStatus: 'idle',
  currentError: null,
};

const messagesSlice = createSlice({
  name: 'messages',
  initialState: initialMessagesState,
  reducers: {
    messagesPatched: (state, action: PayloadAction<Partial<MessagesState>>) => ({
      ...state,
      ...action.payload,
    }),
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialMessagesState);
  },
});

export const { messagesPatched } = messagesSlice.actions;

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof messagesSlice> {}
}

// Injected when a page that needs the messages first loads this module (src/app/rootReducer.ts).
const injected = messagesSlice.injectInto(rootReducer);

/** The messages (the initial state until the slice has seen an action). */
export const selectMessages = injected.selectSlice;

export default messagesSlice.reducer;
