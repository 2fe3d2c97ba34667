import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryString } from '../../src/api/queryString';

describe('queryString', () => {
  it('writes the values the portal sends, leaving out absent ones', () => {
    expect(queryString({ limit: 15, skip: 0 })).toBe('limit=15&skip=0');
    expect(queryString({ token: 'a b&c', year: undefined, day: null })).toBe('token=a+b%26c');
    expect(queryString({})).toBe('');
  });

  it('reads back as the same values, whatever they hold', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.oneof(fc.string(), fc.integer())),
        (params) => {
          const read = Object.fromEntries(new URLSearchParams(queryString(params)));
          expect(read).toEqual(
            Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
          );
        },
      ),
    );
  });
});
