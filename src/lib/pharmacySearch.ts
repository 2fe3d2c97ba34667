import type { Pharmacy } from '../api/types';

// The pharmacy picker's search (docs/account.md#pharmacy-picker): it starts at 3 typed characters and
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

/**
 * The saved pharmacy as the list knows it; null when the patient has none. No pharmacy is chosen
 * for a patient who has not chosen one (issue 16 point 3): "or else the first in the list" means
 * the list the patient searched (see choiceAfterSearch), never the whole list on open.
 */
export function initialPharmacy(
  pharmacies: readonly Pharmacy[],
  saved: Pharmacy | null,
): Pharmacy | null {
  if (!saved) return null;
  return pharmacies.find((p) => p._id === saved._id) ?? saved;
}

/**
 * The choice once the search box holds `query` (docs/account.md#pharmacy-picker: auto-selects the first in the list,
 * read as the list the patient searched). Under 3 characters nothing is chosen for the patient:
 * only a pharmacy they picked themselves stays. From 3 characters, the current choice stays while
 * it still matches; otherwise the first match (by name) is chosen, or none when nothing matches.
 */
export function choiceAfterSearch(
  pharmacies: readonly Pharmacy[],
  query: string,
  current: Pharmacy | null,
  pickedByPatient: boolean,
): Pharmacy | null {
  if (!isSearchActive(query)) return pickedByPatient ? current : null;
  const results = searchPharmacies(pharmacies, query);
  if (current && results.some((p) => p._id === current._id)) return current;
  return results[0] ?? null;
}
