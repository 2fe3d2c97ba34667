// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDollars } from '../src/lib/money';

describe('formatDollars', () => {
  it('writes dollars with cents', () => {
    expect(formatDollars(65)).toBe('$65.00');
    expect(formatDollars(10)).toBe('$10.00');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatDollars(1250)).toBe('$1,250.00');
  });

  it('always has a dollar sign and exactly two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (cents) => {
        expect(formatDollars(cents / 100)).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});
