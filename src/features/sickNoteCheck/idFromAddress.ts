/** The longest Sick Note ID an address may fill in; the clinic's are like SN-20261101. */
export const MAX_ADDRESS_ID_LENGTH = 40;

/**
 * The Sick Note ID a printed note's link carries (/validate?id=SN-…), or '' for none. Only an
 * ID's characters are taken (letters, digits and dashes), so a name or anything else put in the
 * address never fills a field: names never travel in an address.
 */
export function sickNoteIdFromQuery(search: string): string {
  const value = new URLSearchParams(search).get('id')?.trim() ?? '';
  if (value.length === 0 || value.length > MAX_ADDRESS_ID_LENGTH) return '';
  return /^[A-Za-z0-9-]+$/.test(value) ? value : '';
}
