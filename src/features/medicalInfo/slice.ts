import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import type { MedicalInfoRecord } from '../../api/types';
import { idleLoad, trackLoad, type Load } from '../../state/load';
import { dashboardShown } from '../../state/flow';
import { loggedOut } from '../../state/session';
import { loadMedicalInfo } from './loadThunk';

export interface MedicalInfoState {
  /** GET /services/medical-info (src/features/medicalInfo/loadThunk.ts). */
  load: Load;
  /** The current record; an empty template when the patient has none yet. */
  current: MedicalInfoRecord | null;
  /** True when the service holds no record for the patient. */
  noMedicalInfo: boolean;
  /** Earlier versions, newest first. */
  pastMedicalInfoObjs: MedicalInfoRecord[];
  /** True once a save succeeded since the record was last loaded. */
  statusChanged: boolean;
}

const initialState: MedicalInfoState = {
  load: idleLoad(),
  current: null,
  noMedicalInfo: false,
  pastMedicalInfoObjs: [],
  statusChanged: false,
};

const medicalInfoSlice = createSlice({
  name: 'medicalInfo',
  initialState,
  reducers: {
    /** A new version was stored: the one it replaces joins the history. */
    saved(state, action: PayloadAction<MedicalInfoRecord>) {
      if (state.current && !state.noMedicalInfo) state.pastMedicalInfoObjs.unshift(state.current);
      state.current = action.payload;
      state.noMedicalInfo = false;
      state.statusChanged = true;
    },
  },
  extraReducers: (builder) => {
    // The patient left the flow (back on the dashboard), or the session ended: nothing stays.
    builder.addCase(loggedOut, () => initialState).addCase(dashboardShown, () => initialState);
    trackLoad(builder, loadMedicalInfo, (state) => state.load, {
      succeeded: (state, { current, past, none }) => {
        state.current = current;
        state.noMedicalInfo = none;
        state.pastMedicalInfoObjs = past;
        state.statusChanged = false;
      },
    });
  },
});

export const { saved } = medicalInfoSlice.actions;

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof medicalInfoSlice> {}
}

// Injected when a page that needs the medical information first loads this module (src/app/rootReducer.ts).
const injected = medicalInfoSlice.injectInto(rootReducer);

/** The medical information (the initial state until the slice has seen an action). */
export const selectMedicalInfo = injected.selectSlice;

export default medicalInfoSlice.reducer;
