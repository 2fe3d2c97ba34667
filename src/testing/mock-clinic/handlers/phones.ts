// The service stores a Canadian number as its 10 digits and checks it as the portal does
// (src/lib/phone.ts): the area code does not start with 0. A client that skips the portal's
// check must meet the same refusal here.

/** Ten digits, no dashes, not starting with 0. */
export function isStoredCanadianPhone(value: string): boolean {
  return /^[1-9]\d{9}$/.test(value);
}
