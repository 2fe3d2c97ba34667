// The portal's province list sends either the code or the name; the service accepts both.
const PROVINCES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];

const ACCEPTED = new Set(
  PROVINCES.flatMap(([code, name]) => [code.toLowerCase(), name.toLowerCase()]).concat('other'),
);

export function isKnownProvince(value: string): boolean {
  return ACCEPTED.has(value.trim().toLowerCase());
}

export function isBritishColumbia(value: string): boolean {
  const lower = value.trim().toLowerCase();
  return lower === 'bc' || lower === 'british columbia';
}
