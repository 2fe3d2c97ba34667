import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chainActive,
  initialLegalModals,
  LEGAL_DOCS,
  legalModalsReducer as reduce,
  type LegalModalsAction,
  type LegalModalsState,
} from '../../src/features/site/legal/modalState';

const run = (actions: LegalModalsAction[], from: LegalModalsState = initialLegalModals) =>
  actions.reduce(reduce, from);

describe('legal modals state', () => {
  it('starts with nothing open', () => {
    expect(initialLegalModals).toEqual({ open: null, next: null, opener: null });
    expect(chainActive(initialLegalModals)).toBe(false);
  });

  it('opens a document from the footer and remembers it as the opener', () => {
    expect(run([{ type: 'open', doc: 'privacy' }])).toEqual({
      open: 'privacy',
      next: null,
      opener: 'privacy',
    });
  });

  it('closes the source before opening the target of a link', () => {
    const switching = run([
      { type: 'open', doc: 'terms' },
      { type: 'switch', to: 'privacy' },
    ]);
    expect(switching).toEqual({ open: null, next: 'privacy', opener: 'terms' });
    expect(chainActive(switching)).toBe(true);
    expect(reduce(switching, { type: 'exited' })).toEqual({
      open: 'privacy',
      next: null,
      opener: 'terms',
    });
  });

  it('keeps the first opener through a whole chain and forgets it at the end', () => {
    const chain = run([
      { type: 'open', doc: 'terms' },
      { type: 'switch', to: 'privacy' },
      { type: 'exited' },
      { type: 'switch', to: 'fees' },
      { type: 'exited' },
    ]);
    expect(chain).toEqual({ open: 'fees', next: null, opener: 'terms' });
    const closed = reduce(chain, { type: 'close', doc: 'fees' });
    expect(closed).toEqual({ open: null, next: null, opener: 'terms' });
    expect(reduce(closed, { type: 'exited' })).toEqual(initialLegalModals);
  });

  it('closing with no target closes all, including a document waiting to open', () => {
    const pending = run([
      { type: 'open', doc: 'terms' },
      { type: 'switch', to: 'fees' },
    ]);
    const closed = reduce(pending, { type: 'close' });
    expect(closed).toEqual({ open: null, next: null, opener: 'terms' });
    expect(reduce(closed, { type: 'exited' })).toEqual(initialLegalModals);
  });

  it('ignores a close aimed at a document that is not open', () => {
    const open = run([{ type: 'open', doc: 'terms' }]);
    expect(reduce(open, { type: 'close', doc: 'privacy' })).toBe(open);
  });

  it('ignores a link to the document already open, or a link while none is open', () => {
    const open = run([{ type: 'open', doc: 'terms' }]);
    expect(reduce(open, { type: 'switch', to: 'terms' })).toBe(open);
    expect(reduce(initialLegalModals, { type: 'switch', to: 'terms' })).toBe(initialLegalModals);
  });

  it('ignores a late exit while a document is on screen', () => {
    const open = run([{ type: 'open', doc: 'fees' }]);
    expect(reduce(open, { type: 'exited' })).toBe(open);
  });

  it('never shows two documents, and shows one only while a chain is active', () => {
    const doc = fc.constantFrom(...LEGAL_DOCS);
    const action: fc.Arbitrary<LegalModalsAction> = fc.oneof(
      doc.map((d) => ({ type: 'open' as const, doc: d })),
      doc.map((d) => ({ type: 'switch' as const, to: d })),
      fc.option(doc, { nil: undefined }).map((d) => ({ type: 'close' as const, doc: d })),
      fc.constant({ type: 'exited' as const }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let state = initialLegalModals;
        for (const a of actions) {
          state = reduce(state, a);
          // At most one of open / next is set: a dialog is shown or one is waiting, not both.
          expect(state.open !== null && state.next !== null).toBe(false);
          if (state.open !== null || state.next !== null) expect(state.opener).not.toBeNull();
        }
        // Closing everything and letting the dialog leave always ends the chain.
        const end = run([{ type: 'close' }, { type: 'exited' }], state);
        expect(end).toEqual(initialLegalModals);
      }),
    );
  });
});
