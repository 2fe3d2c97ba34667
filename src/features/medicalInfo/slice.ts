import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import type { Msg } from '../../api/message';
import type { MedicalInfoRecord } from '../../api/types';
import { loggedOut } from '../../state/session';

// Only the state lives here (the store loads it with the first page); the calls are in
// thunks.ts, which only the medical information pages load.

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface MedicalInfoState {
  status: LoadStatus;
  /** The current record; an empty template when the patient has none yet. */
  current: MedicalInfoRecord | null;
  /** True when the service holds no record for the patient. */
  noMedicalInfo: boolean;
  /** Earlier versions, newest first. */
  pastMedicalInfoObjs: MedicalInfoRecord[];
  /** True once a save succeeded since the record was last loaded. */
  statusChanged: boolean;
  loadError: Msg | null;
}

const initialState: MedicalInfoState = {
  status: 'idle',
  current: null,
  noMedicalInfo: false,
  pastMedicalInfoObjs: [],
  statusChanged: false,
  loadError: null,
};

const medicalInfoSlice = createSlice({
  name: 'medicalInfo',
  initialState,
  reducers: {
    loadStarted(state) {
      state.status = 'loading';
      state.loadError = null;
    },
    /** GET /services/medical-info answered (the thunk puts a template in for no record). */
    loaded(
      state,
      action: PayloadAction<{
        current: MedicalInfoRecord;
        past: MedicalInfoRecord[];
        none: boolean;
      }>,
    ) {
      state.status = 'loaded';
      state.current = action.payload.current;
      state.noMedicalInfo = action.payload.none;
      state.pastMedicalInfoObjs = action.payload.past;
      state.statusChanged = false;
      state.loadError = null;
    },
    loadFailed(state, action: PayloadAction<Msg>) {
      state.status = 'failed';
      state.loadError = action.payload;
    },
    /** A new version was stored: the one it replaces joins the history. */
    saved(state, action: PayloadAction<MedicalInfoRecord>) {
      if (state.current && !state.noMedicalInfo) state.pastMedicalInfoObjs.unshift(state.current);
      state.current = action.payload;
      state.noMedicalInfo = false;
      state.status = 'loaded';
      state.statusChanged = true;
    },
    /** The patient left the flow (back on the dashboard): nothing stays in memory. */
    medicalInfoCleared: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { loadStarted, loaded, loadFailed, saved, medicalInfoCleared } =
  medicalInfoSlice.actions;

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof medicalInfoSlice> {}
}

// Injected when a page that needs the medical information first loads this module (src/app/rootReducer.ts).
const injected = medicalInfoSlice.injectInto(rootReducer);

/** The medical information (the initial state until the slice has seen an action). */
export const selectMedicalInfo = injected.selectSlice;

export default medicalInfoSlice.reducer;
