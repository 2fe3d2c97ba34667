import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { idleLoad, trackLoad, type Load } from '../../state/load';
import { rootReducer } from '../../app/rootReducer';
import { createServiceThunk } from '../../state/serviceCore';
import { fetchAnnouncements } from './api';

export interface AnnouncementsState {
  lines: string[];
  /** A failure says nothing: lines from an earlier load stay (they were true a moment ago). */
  load: Load;
  /** When the latest load was asked (ms). */
  askedAt: number | null;
  /** Whether any load has been answered (either way) in this store's life. */
  answered: boolean;
}

/** Lines loaded this recently are not asked for again (the dashboard asks first, then its block). */
export const ANNOUNCEMENTS_FRESH_MS = 60_000;

/** Keeps only lines with something to read; anything that is not a string is dropped. */
export function announcementLines(reply: unknown): string[] {
  if (typeof reply !== 'object' || reply === null) return [];
  const value = (reply as { value?: unknown }).value;
  if (!Array.isArray(value)) return [];
  return value.filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

// An announcement is a courtesy: when it cannot be loaded the page simply goes without it, with
// no alert and no banner (the call is made on every visit to the home page and the dashboard):
// a quiet service thunk (src/state/serviceThunk.ts).
export const loadAnnouncements = createServiceThunk<string[], void, undefined, { askedAt: number }>(
  'announcements/load',
  async () => announcementLines(await fetchAnnouncements()),
  { quiet: true },
  {
    condition: (_arg, { getState }) => {
      const state = getState().announcements;
      if (state?.load.status === 'loading') return false;
      const fresh = state?.askedAt != null && Date.now() - state.askedAt < ANNOUNCEMENTS_FRESH_MS;
      return !(state?.load.status === 'succeeded' && fresh);
    },
    getPendingMeta: () => ({ askedAt: Date.now() }),
  },
);

const initialState: AnnouncementsState = {
  lines: [],
  load: idleLoad(),
  askedAt: null,
  answered: false,
};

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
    builder.addMatcher(loadAnnouncements.pending.match, (state, action) => {
      state.askedAt = action.meta.askedAt;
    });
    builder.addMatcher(
      (action) =>
        loadAnnouncements.fulfilled.match(action) || loadAnnouncements.rejected.match(action),
      (state) => {
        state.answered = true;
      },
    );
  },
  selectors: {
    selectAnnouncementLines: (state) => state.lines,
    selectAnnouncementsStatus: (state) => state.load.status,
    selectAnnouncementsAnswered: (state) => state.answered,
  },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof announcementsSlice> {}
}

// Injected with the pages that show announcements (src/app/rootReducer.ts).
const injected = announcementsSlice.injectInto(rootReducer);

export const { selectAnnouncementLines, selectAnnouncementsStatus, selectAnnouncementsAnswered } =
  injected.selectors;
