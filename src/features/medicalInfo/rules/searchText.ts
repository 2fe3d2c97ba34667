// docs/medical-info.md#other-searches: a search starts only when the text is longer than 3 characters; typing is debounced
// so a search runs once the patient pauses, not on every key.

export const SEARCH_MIN_EXCLUSIVE = 3;

export const SEARCH_DEBOUNCE_MS = 300;

export function isSearchable(text: string): boolean {
  return text.trim().length > SEARCH_MIN_EXCLUSIVE;
}
