import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import { loggedOut } from '../../state/session';
import type { RequestType } from '../../api/types';
import type { RequestData } from './types';

// The request being made (docs/requests.md#request-data). Only state lives here, since the store loads it
// with the first page; the calls are in thunks.ts and the storage in draft.ts, which only the
// request and payment pages load.

export interface FormsState extends RequestData {
  /** The patient the request belongs to (a stored draft of another account is ignored). */
  ownerId: string | null;
  /** True once the service accepted the request as it now stands (price known). */
  validated: boolean;
  /** True once this page load has read the stored draft. */
  restored: boolean;
}

export function emptyRequest(formType: RequestType = 'sick-note'): RequestData {
  return {
    formType,
    formId: null,
    accessToken: null,
    isPrivate: null,
    timeOffIsFor: '',
    timeOffReason: '',
    startTimeOff: '',
    endOfTimeOff: '',
    isAgreed: false,
    pageCount: formType === 'school-work-form' ? 1 : null,
    calculatedPrice: null,
    organization: '',
    paymentComplete: false,
    filesUploaded: false,
    uploadedToOscar: false,
    submittedDate: null,
  };
}

const initialState: FormsState = {
  ...emptyRequest(),
  ownerId: null,
  validated: false,
  restored: false,
};

/** Fields the patient types; changing one makes the service's answer stale. */
export type EditableField =
  'timeOffIsFor' | 'timeOffReason' | 'startTimeOff' | 'endOfTimeOff' | 'isAgreed' | 'pageCount';

const formsSlice = createSlice({
  name: 'forms',
  initialState,
  reducers: {
    /** The stored draft (or none) was read; a draft of another patient is not taken. */
    draftRestored(
      state,
      action: PayloadAction<{ ownerId: string; draft: Omit<FormsState, 'restored'> | null }>,
    ) {
      const { ownerId, draft } = action.payload;
      if (draft && draft.ownerId === ownerId) return { ...draft, restored: true };
      if (state.ownerId !== ownerId) return { ...initialState, ownerId, restored: true };
      state.restored = true;
    },
    /** A request page opened: a draft of the other kind, or an already paid one, starts over. */
    requestStarted(state, action: PayloadAction<RequestType>) {
      if (state.formType !== action.payload || state.paymentComplete) {
        return {
          ...initialState,
          ...emptyRequest(action.payload),
          ownerId: state.ownerId,
          restored: true,
        };
      }
    },
    fieldsChanged(state, action: PayloadAction<Partial<Pick<RequestData, EditableField>>>) {
      Object.assign(state, action.payload);
      state.validated = false;
    },
    /** POST /services/sicknote/validate accepted it: the price comes from the card status. */
    sickNoteValidated(state, action: PayloadAction<{ isPrivate: boolean; price: number }>) {
      state.isPrivate = action.payload.isPrivate;
      state.calculatedPrice = action.payload.price;
      state.validated = true;
    },
    /** Validated and saved without files: the service's price overrides the estimate. */
    formSaved(
      state,
      action: PayloadAction<{
        formId: string;
        accessToken: string | null;
        calculatedPrice: number;
        isPrivate: boolean | null;
      }>,
    ) {
      Object.assign(state, action.payload);
      state.validated = true;
    },
    paid(state, action: PayloadAction<{ formId: string | null; accessToken: string | null }>) {
      state.paymentComplete = true;
      state.submittedDate = new Date().toISOString();
      if (action.payload.formId) state.formId = action.payload.formId;
      if (action.payload.accessToken) state.accessToken = action.payload.accessToken;
    },
    /** Cancelled, or finished: nothing of the request stays. */
    requestCleared(state) {
      return { ...initialState, ownerId: state.ownerId, restored: true };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const {
  draftRestored,
  requestStarted,
  fieldsChanged,
  sickNoteValidated,
  formSaved,
  paid,
  requestCleared,
} = formsSlice.actions;

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof formsSlice> {}
}

// Injected when a request or payment page first loads this module: a visitor's first page does
// not carry the request's state (the speed budget of /).
const injected = formsSlice.injectInto(rootReducer);

/** The request in progress (the initial one until the slice has seen an action). */
export const selectForms = injected.selectSlice;

export default formsSlice.reducer;
