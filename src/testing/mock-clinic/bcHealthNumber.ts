// The service's check of a B.C. Personal Health Number is the portal's own (lib/), so the rule has
// one implementation; the mock still runs it on every registration, never trusting the client.

import { bcCheckDigit } from '../../features/auth/rules/bcHealthNumber';

export { bcCheckDigit, isValidBcHealthNumber } from '../../features/auth/rules/bcHealthNumber';

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
