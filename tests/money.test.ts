// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDollars } from '../src/lib/money';

describe('formatDollars, the one price format', () => {
  it('writes whole dollars without cents, and cents when there are some', () => {
    expect(formatDollars(65)).toBe('$65');
    expect(formatDollars(10)).toBe('$10');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatDollars(1250)).toBe('$1,250');
    expect(formatDollars(7600)).toBe('$7,600');
  });

  it('always has a dollar sign, and either no decimals or exactly two', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (cents) => {
        const text = formatDollars(cents / 100);
        expect(text).toMatch(
          cents % 100 === 0 ? /^\$\d{1,3}(,\d{3})*$/ : /^\$\d{1,3}(,\d{3})*\.\d{2}$/,
        );
        // Read back, it is the same amount.
        expect(Math.round(Number(text.replace(/[$,]/g, '')) * 100)).toBe(cents);
      }),
    );
  });
});
