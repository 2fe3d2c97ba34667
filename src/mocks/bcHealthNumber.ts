// The service's own check of a B.C. Personal Health Number. The portal has its own copy in lib/;
// the mock keeps a separate one because a real server never trusts the client's validation.

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

export function isValidBcHealthNumber(value: string): boolean {
  if (!/^9\d{9}$/.test(value)) return false;
  return bcCheckDigit(value.slice(0, 9)) === Number(value[9]);
}

/** A valid number derived only from `serial`, so the seed is the same on every run. */
export function makeBcHealthNumber(serial: number): string {
  let body = (12_345_678 + serial * 7_654_321) % 100_000_000;
  for (;;) {
    const firstNine = `9${String(body).padStart(8, '0')}`;
    const check = bcCheckDigit(firstNine);
    if (check !== null) return `${firstNine}${check}`;
    body = (body + 1) % 100_000_000;
  }
}
