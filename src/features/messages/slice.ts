import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import type { Message } from '../../api/types';
import { idleLoad, trackLoad, type Load } from '../../state/load';
import { loggedOut } from '../../state/session';
import { loadMessage, loadMessages } from './loadThunks';

export interface MessagesState {
  /** The page the list holds (1-based). */
  page: number;
  items: Message[];
  /** Every message the patient has; null when the service did not say. */
  total: number | null;
  list: Load;
  /** The message /message/{id} shows. */
  current: Message | null;
  currentLoad: Load;
}

export const initialMessagesState: MessagesState = {
  page: 1,
  items: [],
  total: null,
  list: idleLoad(),
  current: null,
  currentLoad: idleLoad(),
};

const messagesSlice = createSlice({
  name: 'messages',
  initialState: initialMessagesState,
  reducers: {
    /** A reply was stored: the message, wherever it is shown, now carries it. */
    replyStored(state, action: PayloadAction<Message>) {
      const updated = action.payload;
      if (state.current?._id === updated._id) state.current = updated;
      state.items = state.items.map((item) => (item._id === updated._id ? updated : item));
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialMessagesState);
    trackLoad(builder, loadMessages, (state) => state.list, {
      started: (state, page) => {
        state.page = page;
      },
      succeeded: (state, { messages, total }) => {
        state.items = messages;
        state.total = total;
      },
    });
    trackLoad(builder, loadMessage, (state) => state.currentLoad, {
      // What the list already knows shows while the message loads.
      started: (state, id) => {
        state.current = state.items.find((item) => item._id === id) ?? null;
      },
      succeeded: (state, message) => {
        state.current = message;
      },
    });
  },
});

export const { replyStored } = messagesSlice.actions;

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof messagesSlice> {}
}

// Injected when a page that needs the messages first loads this module (src/app/rootReducer.ts).
const injected = messagesSlice.injectInto(rootReducer);

/** The messages (the initial state until the slice has seen an action). */
export const selectMessages = injected.selectSlice;
