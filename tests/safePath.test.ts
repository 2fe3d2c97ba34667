// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../src/lib/safePath';

describe('remembered return paths', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnPath('/message/42?page=2#reply')).toBe('/message/42?page=2#reply');
    expect(safeReturnPath('/dashboard')).toBe('/dashboard');
  });

  it.each([
    '//evil.example',
    '//evil.example/dashboard',
    'https://evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    'dashboard',
    '',
    '/%0d%0aLocation: x',
    '/\u0000',
  ])('refuses %j', (value) => {
    const result = safeReturnPath(value);
    expect(result === null || (result.startsWith('/') && !result.startsWith('//'))).toBe(true);
    if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
      expect(result).toBeNull();
    }
  });

  it('refuses non-strings', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(42)).toBeNull();
  });

  it('never returns anything that leaves the site, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        const result = safeReturnPath(input);
        if (result === null) return true;
        const url = new URL(result, 'https://portal.example');
        return url.origin === 'https://portal.example' && !result.startsWith('//');
      }),
      { numRuns: 2000 },
    );
  });
});
