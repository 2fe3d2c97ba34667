// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addProblem,
  draftReducer,
  emptyRecord,
  GROUPS,
  GROUP_FIELDS,
  typedItem,
  type Draft,
  type DraftAction,
} from '../../src/features/medicalInfo/draft';

const apply = (draft: Draft, ...actions: DraftAction[]) => actions.reduce(draftReducer, draft);

describe('the No and Other rules of a group (docs/medical-info.md#no-and-other-choices)', () => {
  it('ticking No sets the flag and empties the list and the other entry', () => {
    const before = apply(
      emptyRecord(),
      { type: 'choiceToggled', group: 'conditions', value: 'Asthma', checked: true },
      { type: 'otherToggled', group: 'conditions', checked: true },
      { type: 'itemAdded', group: 'conditions', item: { _id: 'a', name: 'Gout, unspecified' } },
    );
    const after = draftReducer(before, { type: 'noToggled', group: 'conditions', checked: true });
    expect(after.NoMedicalCondition).toBe(true);
    expect(after.MedicalConditions).toEqual([]);
    expect(after.otherMedicalConditions).toBeNull();
  });

  it('unticking No only clears the flag', () => {
    const draft = apply(
      emptyRecord(),
      { type: 'noToggled', group: 'surgeries', checked: true },
      { type: 'noToggled', group: 'surgeries', checked: false },
    );
    expect(draft.NoSurgery).toBe(false);
    expect(draft.Surgeries).toEqual([]);
    expect(draft.otherSurgery).toBeNull();
  });

  it('while No is ticked, choices and Other cannot be ticked', () => {
    const no = apply(emptyRecord(), { type: 'noToggled', group: 'allergies', checked: true });
    const tried = apply(
      no,
      { type: 'choiceToggled', group: 'allergies', value: 'Sulfa', checked: true },
      { type: 'otherToggled', group: 'allergies', checked: true },
    );
    expect(tried).toEqual(no);
  });

  it('ticking Other opens an empty list; unticking sets it to null', () => {
    const open = draftReducer(emptyRecord(), {
      type: 'otherToggled',
      group: 'surgeries',
      checked: true,
    });
    expect(open.otherSurgery).toEqual([]);
    const filled = draftReducer(open, { type: 'surgeryAdded', name: 'Rhinoplasty' });
    expect(filled.otherSurgery).toEqual(['Rhinoplasty']);
    expect(
      draftReducer(filled, { type: 'otherToggled', group: 'surgeries', checked: false })
        .otherSurgery,
    ).toBeNull();
  });

  it('adds nothing to a closed Other list, and removes by position', () => {
    const closed = draftReducer(emptyRecord(), { type: 'surgeryAdded', name: 'Rhinoplasty' });
    expect(closed.otherSurgery).toBeNull();
    const two = apply(
      emptyRecord(),
      { type: 'otherToggled', group: 'allergies', checked: true },
      { type: 'itemAdded', group: 'allergies', item: { _id: '1', name: 'Septra' } },
      { type: 'itemAdded', group: 'allergies', item: { _id: '2', name: 'Tylenol' } },
      { type: 'otherRemoved', group: 'allergies', index: 0 },
    );
    expect(two.otherAllergy).toEqual([{ _id: '2', name: 'Tylenol' }]);
  });

  it('ticks and unticks choices without duplicates', () => {
    const draft = apply(
      emptyRecord(),
      { type: 'choiceToggled', group: 'conditions', value: 'Gout', checked: true },
      { type: 'choiceToggled', group: 'conditions', value: 'Gout', checked: true },
      { type: 'choiceToggled', group: 'conditions', value: 'Anemia', checked: true },
      { type: 'choiceToggled', group: 'conditions', value: 'Gout', checked: false },
    );
    expect(draft.MedicalConditions).toEqual(['Anemia']);
  });

  it('whatever happens, a group with No ticked holds nothing else', () => {
    const group = fc.constantFrom(...GROUPS);
    const action: fc.Arbitrary<DraftAction> = fc.oneof(
      fc.record({ type: fc.constant('noToggled' as const), group, checked: fc.boolean() }),
      fc.record({
        type: fc.constant('choiceToggled' as const),
        group,
        value: fc.constantFrom('Asthma', 'Sulfa', 'Hip replacement'),
        checked: fc.boolean(),
      }),
      fc.record({ type: fc.constant('otherToggled' as const), group, checked: fc.boolean() }),
      fc.record({ type: fc.constant('surgeryAdded' as const), name: fc.string({ minLength: 1 }) }),
      fc.record({
        type: fc.constant('itemAdded' as const),
        group: fc.constantFrom('conditions' as const, 'allergies' as const),
        item: fc.record({ _id: fc.string(), name: fc.string({ minLength: 1 }) }),
      }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const draft = apply(emptyRecord(), ...actions);
        for (const name of GROUPS) {
          const fields = GROUP_FIELDS[name];
          if (draft[fields.no]) {
            expect(draft[fields.list]).toEqual([]);
            expect(draft[fields.other]).toBeNull();
          }
        }
      }),
    );
  });
});

describe('adding to an Other list', () => {
  const draft = apply(
    emptyRecord(),
    { type: 'choiceToggled', group: 'allergies', value: 'Penicillin', checked: true },
    { type: 'otherToggled', group: 'allergies', checked: true },
    { type: 'itemAdded', group: 'allergies', item: { _id: '1', name: 'Septra' } },
    { type: 'otherToggled', group: 'surgeries', checked: true },
    { type: 'surgeryAdded', name: 'Rhinoplasty' },
  );

  it('refuses an empty entry', () => {
    expect(addProblem(draft, 'surgeries', '   ')).toBe('empty');
    expect(addProblem(draft, 'allergies', '')).toBe('empty');
  });

  it('refuses what is already there, in any case, ticked or added', () => {
    expect(addProblem(draft, 'allergies', 'septra')).toBe('duplicate');
    expect(addProblem(draft, 'allergies', 'PENICILLIN ')).toBe('duplicate');
    expect(addProblem(draft, 'surgeries', 'rhinoplasty')).toBe('duplicate');
  });

  it('accepts something new', () => {
    expect(addProblem(draft, 'allergies', 'Tylenol')).toBeNull();
    expect(addProblem(draft, 'conditions', 'Gout, unspecified')).toBeNull();
  });

  it('gives a typed allergy a stable id and a trimmed name', () => {
    expect(typedItem('  Shellfish dye ')).toEqual({
      _id: 'typed:shellfish dye',
      name: 'Shellfish dye',
    });
  });
});
