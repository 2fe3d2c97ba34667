import type { Pharmacy } from '../api/types';

// The pharmacy picker's search (spec 01 §2 Reusable pieces): it starts at 3 typed characters and
// matches loosely on name plus address — every word of the query appears somewhere, ignoring case
// and accents — and results are sorted by name.

export const PHARMACY_SEARCH_MIN = 3;

/** Lowercase, without accents, so 'Cote' finds 'Côté'. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function queryWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

export function isSearchActive(query: string): boolean {
  return query.trim().length >= PHARMACY_SEARCH_MIN;
}

export function matchesPharmacy(pharmacy: Pharmacy, query: string): boolean {
  const haystack = foldText(`${pharmacy.name} ${pharmacy.address.address}`);
  return queryWords(query).every((word) => haystack.includes(word));
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function sortByName(pharmacies: readonly Pharmacy[]): Pharmacy[] {
  return [...pharmacies].sort((a, b) => byName.compare(a.name, b.name));
}

/** All pharmacies until the query has 3 characters, then the matching ones; sorted by name. */
export function searchPharmacies(pharmacies: readonly Pharmacy[], query: string): Pharmacy[] {
  const sorted = sortByName(pharmacies);
  return isSearchActive(query) ? sorted.filter((p) => matchesPharmacy(p, query)) : sorted;
}

/** The saved pharmacy as the list knows it, or else the first by name; null for an empty list. */
export function initialPharmacy(
  pharmacies: readonly Pharmacy[],
  saved: Pharmacy | null,
): Pharmacy | null {
  if (saved) return pharmacies.find((p) => p._id === saved._id) ?? saved;
  return sortByName(pharmacies)[0] ?? null;
}
