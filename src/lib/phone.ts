// Phone formats (docs/account.md#phone-formats): Canadian numbers are ddd-ddd-dddd (first digit not 0); the single
// phone field formats itself as typed, at most 12 characters; the registration form takes the
// number in three parts of 3, 3 and 4 digits. The Canadian format is what a mobile or home number
// must make wherever one is checked: registration's parts (arePhonePartsCanadian) and the account
// page's fields (isCanadianNumber); the international phone is not held to it.

export const PHONE_TEXT_MAX = 12;
export const PHONE_PART_LENGTHS = [3, 3, 4] as const;

export interface PhoneParts {
  p1: string;
  p2: string;
  p3: string;
}

export const EMPTY_PHONE_PARTS: PhoneParts = { p1: '', p2: '', p3: '' };

/** Only the digits of `value`. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Digits as typed, dashed after the third and sixth digit: '60455' → '604-55'. */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input).slice(0, 10);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean);
  return parts.join('-');
}

/** Three digits not starting with 0, dash, three digits, dash, four digits. */
export function isCanadianPhone(value: string): boolean {
  return /^[1-9]\d{2}-\d{3}-\d{4}$/.test(value);
}

/**
 * A number as the single phone field holds it (dashes optional): exactly 10 digits that make the
 * Canadian format, so the area code does not start with 0.
 */
export function isCanadianNumber(value: string): boolean {
  const digits = value.trim().replace(/-/g, '');
  return /^\d{10}$/.test(digits) && isCanadianPhone(formatPhone(digits));
}

/** The number the service stores: the parts' digits joined. */
export function joinPhoneParts(parts: PhoneParts): string {
  return phoneDigits(parts.p1) + phoneDigits(parts.p2) + phoneDigits(parts.p3);
}

/** A stored 10-digit number split back into its parts (anything else fills what it can). */
export function splitPhone(value: string): PhoneParts {
  const digits = phoneDigits(value);
  return { p1: digits.slice(0, 3), p2: digits.slice(3, 6), p3: digits.slice(6, 10) };
}

export function isPhonePartsEmpty(parts: PhoneParts): boolean {
  return parts.p1 === '' && parts.p2 === '' && parts.p3 === '';
}

/** Every part has exactly its length (3, 3, 4) of digits. */
export function arePhonePartsComplete(parts: PhoneParts): boolean {
  return [parts.p1, parts.p2, parts.p3].every((part, index) =>
    new RegExp(`^\\d{${PHONE_PART_LENGTHS[index] ?? 0}}$`).test(part),
  );
}

/** The parts make a Canadian number: complete, and the area code does not start with 0. */
export function arePhonePartsCanadian(parts: PhoneParts): boolean {
  return arePhonePartsComplete(parts) && isCanadianPhone(`${parts.p1}-${parts.p2}-${parts.p3}`);
}
