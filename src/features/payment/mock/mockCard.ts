// The checks Stripe's card field makes before any network call, for the mock card form, with
// Stripe's own wording (payment:card.errors.*).

export interface MockCardValues {
  number: string;
  /** As typed: 'MM / YY'. */
  expiry: string;
  cvc: string;
}

export type MockCardError =
  'numberIncomplete' | 'numberInvalid' | 'expiryIncomplete' | 'expiryPast' | 'cvcIncomplete';

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** '4242424242424242' → '4242 4242 4242 4242' (groups of four, 16 digits at most). */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1234' → '12 / 34'; a lone first digit above 1 is a month: '4' → '04 / '. */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  const rest = digits.slice(2);
  return `${digits.slice(0, 2)} / ${rest}`;
}

export function checkMockCard(
  values: MockCardValues,
  now: Date = new Date(),
): MockCardError | null {
  const number = digitsOf(values.number);
  if (number.length < 16) return 'numberIncomplete';
  if (!passesLuhn(number)) return 'numberInvalid';
  const expiry = digitsOf(values.expiry);
  const month = Number(expiry.slice(0, 2));
  if (expiry.length < 4 || month < 1 || month > 12) return 'expiryIncomplete';
  const year = 2000 + Number(expiry.slice(2, 4));
  // A card is good through the last day of its month.
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (year * 12 + (month - 1) < thisMonth) return 'expiryPast';
  if (!/^\d{3,4}$/.test(digitsOf(values.cvc))) return 'cvcIncomplete';
  return null;
}
