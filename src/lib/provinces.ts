// Province and territory codes as the service stores them; their names are in the 'fields'
// locale namespace (fields:provinces.<code>). 'Other' covers addresses and cards outside Canada.

export const PROVINCE_CODES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;

export type ProvinceCode = (typeof PROVINCE_CODES)[number];
export const OTHER_PROVINCE = 'Other';

export function isProvinceCode(value: string): value is ProvinceCode {
  return (PROVINCE_CODES as readonly string[]).includes(value);
}

/** A stored province the list knows ('Other' included); legacy free text is not. */
export function isListedProvince(value: string): boolean {
  return isProvinceCode(value) || value === OTHER_PROVINCE;
}
