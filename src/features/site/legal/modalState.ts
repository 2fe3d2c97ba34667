// Which legal document is open, as a pure reducer: the footer owns the state, the lazy modal
// component only draws it. One document is shown at a time; moving from one to another closes
// the first and opens the second only after the first has left the screen, so two dialogs never
// compete for focus.

export type LegalDoc = 'terms' | 'privacy' | 'fees';

export const LEGAL_DOCS: readonly LegalDoc[] = ['terms', 'privacy', 'fees'];

export interface LegalModalsState {
  /** The document on screen, or null while none is (also between two in a chain). */
  open: LegalDoc | null;
  /** The document to show once the closing one has finished leaving. */
  next: LegalDoc | null;
  /** The footer button that started this chain: focus goes back to it at the very end. */
  opener: LegalDoc | null;
}

export type LegalModalsAction =
  /** From the footer: starts a chain. */
  | { type: 'open'; doc: LegalDoc }
  /** From a link inside the open document. */
  | { type: 'switch'; to: LegalDoc }
  /** With a doc: closes it if it is the one open. Without: closes everything (Esc, backdrop). */
  | { type: 'close'; doc?: LegalDoc }
  /** The closing dialog has finished its exit animation. */
  | { type: 'exited' };

export const initialLegalModals: LegalModalsState = { open: null, next: null, opener: null };

export function legalModalsReducer(
  state: LegalModalsState,
  action: LegalModalsAction,
): LegalModalsState {
  switch (action.type) {
    case 'open':
      return { open: action.doc, next: null, opener: action.doc };
    case 'switch':
      if (state.open === null || state.open === action.to) return state;
      return { ...state, open: null, next: action.to };
    case 'close':
      if (action.doc !== undefined && action.doc !== state.open) return state;
      if (state.open === null && state.next === null) return state;
      return { ...state, open: null, next: null };
    case 'exited':
      // A late exit of a dialog that is already replaced changes nothing.
      if (state.open !== null) return state;
      if (state.next !== null) return { ...state, open: state.next, next: null };
      return initialLegalModals;
  }
}

/** True while any part of a chain is on screen or pending, so the modal code stays mounted. */
export const chainActive = (state: LegalModalsState): boolean => state.opener !== null;
