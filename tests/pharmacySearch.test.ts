// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Pharmacy } from '../src/api/types';
import {
  choiceAfterSearch,
  initialPharmacy,
  matchesPharmacy,
  searchPharmacies,
  sortByName,
} from '../src/lib/pharmacySearch';

const pharmacy = (id: string, name: string, address: string): Pharmacy => ({
  _id: id,
  name,
  address: { address },
  fax: '604-555-0100',
  phone1: '604-555-0101',
});

const LIST = [
  pharmacy('a', 'Steveston Village Pharmacy', '3811 Moncton St, Richmond, BC'),
  pharmacy('b', 'Pharmacie Côté', '12 Rue Saint-Denis, Montréal, QC'),
  pharmacy('c', 'aberdeen Square Pharmacy', '4151 Hazelbridge Way, Richmond, BC'),
  pharmacy('d', 'Kerrisdale Village Pharmacy', '2105 W 41st Ave, Vancouver, BC'),
];

describe('pharmacy search', () => {
  it('lists everything, sorted by name ignoring case, until 3 characters are typed', () => {
    const names = searchPharmacies(LIST, 'Ri').map((p) => p.name);
    expect(names).toEqual([
      'aberdeen Square Pharmacy',
      'Kerrisdale Village Pharmacy',
      'Pharmacie Côté',
      'Steveston Village Pharmacy',
    ]);
  });

  it('matches every word of the query on name plus address, loosely', () => {
    expect(searchPharmacies(LIST, 'village richmond').map((p) => p._id)).toEqual(['a']);
    expect(searchPharmacies(LIST, 'VILLAGE').map((p) => p._id)).toEqual(['d', 'a']);
    expect(searchPharmacies(LIST, '  41st   kerris ').map((p) => p._id)).toEqual(['d']);
    expect(searchPharmacies(LIST, 'village montreal')).toEqual([]);
  });

  it('ignores accents both ways', () => {
    expect(matchesPharmacy(LIST[1] as Pharmacy, 'cote montreal')).toBe(true);
    expect(matchesPharmacy(LIST[0] as Pharmacy, 'Stévéston')).toBe(true);
  });

  it('property: results are a sorted subset and every result holds every query word', () => {
    fc.assert(
      fc.property(fc.constantFrom('vil', 'rich', 'pharm bc', 'xyz', 'st way', 'côté'), (q) => {
        const found = searchPharmacies(LIST, q);
        const sorted = sortByName(found);
        return (
          found.every((p) => LIST.includes(p) && matchesPharmacy(p, q)) &&
          found.map((p) => p._id).join() === sorted.map((p) => p._id).join()
        );
      }),
    );
  });

  it('starts with the saved pharmacy as the list has it, and with none for a patient without', () => {
    const savedCopy = { ...(LIST[3] as Pharmacy) };
    expect(initialPharmacy(LIST, savedCopy)).toBe(LIST[3]);
    expect(initialPharmacy(LIST, null)).toBeNull();
    expect(initialPharmacy([], null)).toBeNull();
  });

  it('chooses nothing under 3 characters, then the first match of the search (issue 16 point 3)', () => {
    expect(choiceAfterSearch(LIST, '', null, false)).toBeNull();
    expect(choiceAfterSearch(LIST, 'vi', null, false)).toBeNull();
    expect(choiceAfterSearch(LIST, 'vil', null, false)?._id).toBe('d');
    expect(choiceAfterSearch(LIST, 'village rich', LIST[3] ?? null, false)?._id).toBe('a');
    expect(choiceAfterSearch(LIST, 'montreal village', LIST[0] ?? null, false)).toBeNull();
    // Back under 3 characters, the first match is dropped; a pharmacy the patient clicked stays.
    expect(choiceAfterSearch(LIST, 'vi', LIST[3] ?? null, false)).toBeNull();
    expect(choiceAfterSearch(LIST, 'vi', LIST[1] ?? null, true)).toBe(LIST[1]);
  });

  it('keeps the current choice while it still matches', () => {
    expect(choiceAfterSearch(LIST, 'village', LIST[0] ?? null, true)).toBe(LIST[0]);
    expect(choiceAfterSearch(LIST, 'pharm', LIST[1] ?? null, false)).toBe(LIST[1]);
  });

  it('property: nothing is ever chosen that the patient did not pick or see as the first match', () => {
    const query = fc.constantFrom('', 'v', 'vi', 'vil', 'village', 'rich', 'xyz', 'côté', 'bc');
    const current = fc.option(fc.constantFrom(...LIST), { nil: null });
    fc.assert(
      fc.property(query, current, fc.boolean(), (q, cur, picked) => {
        const choice = choiceAfterSearch(LIST, q, cur, picked);
        if (choice === null) return true;
        if (picked && choice === cur) return true;
        const results = searchPharmacies(LIST, q);
        return q.trim().length >= 3 && (choice === results[0] || choice === cur);
      }),
    );
  });
});
