// B.C. Personal Health Number (docs/account.md#bc-health-number): 10 digits, starting with 9, whose last
// digit is a weighted mod-11 check over digits 2 to 9. The mock clinic uses this same function.

const WEIGHTS = [2, 4, 8, 5, 10, 9, 7, 3] as const;

/** The check digit for the first nine digits, or null when no digit can make the number valid. */
export function bcCheckDigit(firstNine: string): number | null {
  if (!/^9\d{8}$/.test(firstNine)) return null;
  let sum = 0;
  WEIGHTS.forEach((weight, index) => {
    sum += Number(firstNine[index + 1]) * weight;
  });
  const check = 11 - (sum % 11);
  // Remainders 0 and 1 would need a check "digit" of 11 or 10: such bodies are never issued.
  return check > 9 ? null : check;
}

/** Strict: a complete, valid B.C. health number. */
export function isValidBcHealthNumber(value: string): boolean {
  if (!/^9\d{9}$/.test(value)) return false;
  return bcCheckDigit(value.slice(0, 9)) === Number(value[9]);
}
