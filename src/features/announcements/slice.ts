import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { idleLoad, trackLoad, type Load } from '../../state/load';
import { rootReducer } from '../../app/rootReducer';
import { createAppAsyncThunk } from '../../app/hooks';
import { fetchAnnouncements } from './api';

export interface AnnouncementsState {
  lines: string[];
  /** A failure says nothing: lines from an earlier load stay (they were true a moment ago). */
  load: Load;
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

const initialState: AnnouncementsState = { lines: [], load: idleLoad() };

const announcementsSlice = createSlice({
  name: 'announcements',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    trackLoad(builder, loadAnnouncements, (state) => state.load, {
      succeeded: (state, lines) => {
        state.lines = lines;
      },
    });
  },
  selectors: {
    selectAnnouncementLines: (state) => state.lines,
    selectAnnouncementsStatus: (state) => state.load.status,
  },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof announcementsSlice> {}
}

// Injected with the pages that show announcements (src/app/rootReducer.ts).
const injected = announcementsSlice.injectInto(rootReducer);

export const { selectAnnouncementLines, selectAnnouncementsStatus } = injected.selectors;
