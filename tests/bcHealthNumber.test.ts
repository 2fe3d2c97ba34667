// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bcCheckDigit, isValidBcHealthNumber } from '../src/features/auth/rules/bcHealthNumber';

const WEIGHTS = [2, 4, 8, 5, 10, 9, 7, 3];

/** Nine-digit bodies starting with 9 that have a check digit. */
const validNumber = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 })
  .map((digits) => `9${digits.join('')}`)
  .filter((body) => bcCheckDigit(body) !== null)
  .map((body) => `${body}${bcCheckDigit(body)}`);

describe('isValidBcHealthNumber (docs/account.md#bc-health-number)', () => {
  it('accepts the seeded patient’s number', () => {
    expect(isValidBcHealthNumber('9698658215')).toBe(true);
  });

  it('computes the check digit as 11 minus the weighted sum mod 11', () => {
    // 9 698658 21 5: digits 2-9 are 6 9 8 6 5 8 2 1.
    const sum = [6, 9, 8, 6, 5, 8, 2, 1].reduce((acc, d, i) => acc + d * (WEIGHTS[i] ?? 0), 0);
    expect(11 - (sum % 11)).toBe(5);
    expect(bcCheckDigit('969865821')).toBe(5);
  });

  it.each([
    ['a wrong check digit', '9698658216'],
    ['not starting with 9', '8698658215'],
    ['9 digits', '969865821'],
    ['11 digits', '96986582150'],
    ['a letter', '96986582a5'],
    ['spaces', '9698 658 215'],
    ['empty', ''],
  ])('refuses %s', (_, value) => {
    expect(isValidBcHealthNumber(value)).toBe(false);
  });

  it('refuses every number whose remainder would need a check of 10 or 11', () => {
    // 9 00000000: sum 0, remainder 0 → check 11. 9 00000004: 4×3 = 12, remainder 1 → check 10.
    for (const body of ['900000000', '900000004']) {
      expect(bcCheckDigit(body)).toBeNull();
      for (let d = 0; d <= 9; d += 1) expect(isValidBcHealthNumber(`${body}${d}`)).toBe(false);
    }
  });

  it('property: generated valid numbers pass', () => {
    fc.assert(fc.property(validNumber, (n) => isValidBcHealthNumber(n)));
  });

  it('property: any single-digit change of a valid number fails', () => {
    fc.assert(
      fc.property(
        validNumber,
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (n, position, shift) => {
          const digit = (Number(n[position]) + shift) % 10;
          const changed = `${n.slice(0, position)}${digit}${n.slice(position + 1)}`;
          return !isValidBcHealthNumber(changed);
        },
      ),
    );
  });
});
