// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Pharmacy } from '../src/api/types';
import {
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

  it('starts with the saved pharmacy as the list has it, or else the first by name', () => {
    const savedCopy = { ...(LIST[3] as Pharmacy) };
    expect(initialPharmacy(LIST, savedCopy)).toBe(LIST[3]);
    expect(initialPharmacy(LIST, null)?._id).toBe('c');
    expect(initialPharmacy([], null)).toBeNull();
  });
});
