import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import type { MedicalInfoRecord } from '../../api/types';
import { idleLoad, trackLoad, type Load } from '../../state/load';
import { dashboardShown } from '../../state/flow';
import { loggedOut } from '../../state/session';
import { draftReducer, type Draft, type DraftAction } from './draft';
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
  /**
   * The form's edit of `current`, not yet saved (docs/medical-info.md#no-and-other-choices); null
   * while none is under way, so each visit to the form starts from the record.
   */
  draft: Draft | null;
}

const initialState: MedicalInfoState = {
  load: idleLoad(),
  current: null,
  noMedicalInfo: false,
  pastMedicalInfoObjs: [],
  statusChanged: false,
  draft: null,
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
      state.draft = null;
    },
    /** A change on the form, applied to the edit under way (or to the record, starting one). */
    draftChanged(state, action: PayloadAction<DraftAction>) {
      const from = state.draft ?? state.current;
      if (from) state.draft = draftReducer(from, action.payload);
    },
    /** The form is gone (saved, cancelled, left): what it held is not kept. */
    draftDropped(state) {
      state.draft = null;
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
        state.draft = null;
      },
    });
  },
});

export const { saved, draftChanged, draftDropped } = medicalInfoSlice.actions;

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof medicalInfoSlice> {}
}

// Injected when a page that needs the medical information first loads this module (src/app/rootReducer.ts).
const injected = medicalInfoSlice.injectInto(rootReducer);

/** The medical information (the initial state until the slice has seen an action). */
export const selectMedicalInfo = injected.selectSlice;

/** What the form shows: the edit under way, or the record itself before the first change. */
export const selectDraft = (state: Parameters<typeof selectMedicalInfo>[0]) => {
  const { draft, current } = selectMedicalInfo(state);
  return draft ?? current;
};

export default medicalInfoSlice.reducer;
