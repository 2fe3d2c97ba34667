// The medical information form as a pure reducer (docs/medical-info.md#no-and-other-choices): what ticking 'No',
// a choice or 'Other' does to a group, so the rules are tested without a browser.

import type { MedicalInfoRecord, NamedItem } from '../../api/types';

export { emptyRecord } from './record';

export type Draft = MedicalInfoRecord;

/** The three checkbox groups; each has a No flag, a choice list and an 'other' list. */
export type Group = 'conditions' | 'surgeries' | 'allergies';

export const GROUPS: readonly Group[] = ['conditions', 'surgeries', 'allergies'];

export const GROUP_FIELDS = {
  conditions: {
    no: 'NoMedicalCondition',
    list: 'MedicalConditions',
    other: 'otherMedicalConditions',
  },
  surgeries: { no: 'NoSurgery', list: 'Surgeries', other: 'otherSurgery' },
  allergies: { no: 'NoAllergy', list: 'AllergyToMedication', other: 'otherAllergy' },
} as const;

export type TextField =
  'AlcoholHistory' | 'SmokingHistory' | 'MedicationsCurrentlyTaken' | 'supplements' | 'otherItems';

export type DraftAction =
  | { type: 'noToggled'; group: Group; checked: boolean }
  | { type: 'choiceToggled'; group: Group; value: string; checked: boolean }
  | { type: 'otherToggled'; group: Group; checked: boolean }
  | { type: 'surgeryAdded'; name: string }
  | { type: 'itemAdded'; group: 'conditions' | 'allergies'; item: NamedItem }
  | { type: 'otherRemoved'; group: Group; index: number }
  | { type: 'fieldChanged'; field: TextField; value: string };

export function otherList(draft: Draft, group: Group): readonly (string | NamedItem)[] | null {
  return draft[GROUP_FIELDS[group].other];
}

/** The names of a group's other entries (none while 'Other' is not ticked). */
export function otherNames(draft: Draft, group: Group): string[] {
  return (otherList(draft, group) ?? []).map((entry) =>
    typeof entry === 'string' ? entry : entry.name,
  );
}

function withOther(draft: Draft, group: Group, value: (string | NamedItem)[] | null): Draft {
  // Each group's other list has its own element type; the actions keep them apart.
  return { ...draft, [GROUP_FIELDS[group].other]: value } as Draft;
}

export function draftReducer(draft: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case 'noToggled': {
      const { no, list, other } = GROUP_FIELDS[action.group];
      // 'No' wipes the group, so nothing hidden behind the disabled boxes is ever sent.
      return action.checked
        ? { ...draft, [no]: true, [list]: [], [other]: null }
        : { ...draft, [no]: false };
    }
    case 'choiceToggled': {
      const { no, list } = GROUP_FIELDS[action.group];
      if (draft[no]) return draft;
      const current = draft[list].filter((value) => value !== action.value);
      return { ...draft, [list]: action.checked ? [...current, action.value] : current };
    }
    case 'otherToggled': {
      if (draft[GROUP_FIELDS[action.group].no] && action.checked) return draft;
      return withOther(draft, action.group, action.checked ? [] : null);
    }
    case 'surgeryAdded': {
      const current = draft.otherSurgery;
      return current === null ? draft : { ...draft, otherSurgery: [...current, action.name] };
    }
    case 'itemAdded': {
      const current = otherList(draft, action.group);
      return current === null ? draft : withOther(draft, action.group, [...current, action.item]);
    }
    case 'otherRemoved': {
      const current = otherList(draft, action.group);
      if (current === null) return draft;
      return withOther(
        draft,
        action.group,
        current.filter((_, index) => index !== action.index),
      );
    }
    case 'fieldChanged':
      return { ...draft, [action.field]: action.value };
  }
}

export type AddProblem = 'empty' | 'duplicate';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Why an entry cannot join a group's other list: empty, or already there (in the other list or
 * among the ticked choices). Null when it may be added.
 */
export function addProblem(draft: Draft, group: Group, name: string): AddProblem | null {
  if (!name.trim()) return 'empty';
  const listed = [...draft[GROUP_FIELDS[group].list], ...otherNames(draft, group)];
  return listed.some((entry) => same(entry, name)) ? 'duplicate' : null;
}

/** A typed entry's id: stable for the name, so the same typing never yields two ids. */
export function typedItem(name: string): NamedItem {
  const trimmed = name.trim();
  return { _id: `typed:${trimmed.toLowerCase()}`, name: trimmed };
}
