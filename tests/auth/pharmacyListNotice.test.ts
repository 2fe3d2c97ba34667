// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pharmacyListNotice } from '../../src/features/auth/register/pharmacyListNotice';

describe('pharmacyListNotice: what Sign Up says when it stops at the empty pharmacy', () => {
  it('after a failed load: why no pharmacy can be chosen, and to press Try again', () => {
    expect(pharmacyListNotice('failed')).toBe('fields:pharmacy.notLoaded');
  });

  it('while the list is on its way: that it is still loading', () => {
    expect(pharmacyListNotice('loading')).toBe('fields:pharmacy.stillLoading');
  });

  it.each(['succeeded', 'idle'] as const)('%s: the rule’s own words', (status) => {
    expect(pharmacyListNotice(status)).toBeNull();
  });
});
