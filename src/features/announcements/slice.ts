import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import { createAppAsyncThunk } from '../../app/hooks';
import { fetchAnnouncements } from './api';

export interface AnnouncementsState {
  lines: string[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

/** Keeps only lines with something to read; anything that is not a string is dropped. */
export function announcementLines(reply: unknown): string[] {
  if (typeof reply !== 'object' || reply === null) return [];
  const value = (reply as { value?: unknown }).value;
  if (!Array.isArray(value)) return [];
  return value.filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

// An announcement is a courtesy: when it cannot be loaded the page simply goes without it, with
// no alert and no banner (the call is made on every visit to the home page and the dashboard).
export const loadAnnouncements = createAppAsyncThunk(
  'announcements/load',
  async () => announcementLines(await fetchAnnouncements()),
  { condition: (_arg, { getState }) => selectAnnouncementsStatus(getState()) !== 'loading' },
);

const initialState: AnnouncementsState = { lines: [], status: 'idle' };

const announcementsSlice = createSlice({
  name: 'announcements',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadAnnouncements.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(loadAnnouncements.fulfilled, (state, action) => {
        state.lines = action.payload;
        state.status = 'loaded';
      })
      // Lines from an earlier load stay: they were true a moment ago and still help.
      .addCase(loadAnnouncements.rejected, (state) => {
        state.status = 'failed';
      });
  },
  selectors: {
    selectAnnouncementLines: (state) => state.lines,
    selectAnnouncementsStatus: (state) => state.status,
  },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof announcementsSlice> {}
}

// Injected with the pages that show announcements (src/app/rootReducer.ts).
const injected = announcementsSlice.injectInto(rootReducer);

export const { selectAnnouncementLines, selectAnnouncementsStatus } = injected.selectors;
