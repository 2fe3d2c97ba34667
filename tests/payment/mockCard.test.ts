// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseProvider, isRealPublishableKey } from '../../src/features/payment/provider';
import {
  checkMockCard,
  formatCardNumber,
  formatExpiry,
  passesLuhn,
} from '../../src/features/payment/mock/mockCard';
import { behaviourOf, TEST_CARDS } from '../../src/testing/mock-clinic/cardProvider';

const now = new Date('2026-11-22T20:00:00Z');

describe('the mock card form checks, as Stripe words them', () => {
  it('accepts the four test cards with a future date and a CVC', () => {
    for (const number of Object.keys(TEST_CARDS)) {
      expect(passesLuhn(number)).toBe(true);
      expect(
        checkMockCard({ number: formatCardNumber(number), expiry: '12 / 34', cvc: '123' }, now),
      ).toBe(null);
    }
  });

  it('reports the first problem', () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
    expect(checkMockCard({ ...card, number: '4242 4242' }, now)).toBe('numberIncomplete');
    expect(checkMockCard({ ...card, number: '4242 4242 4242 4241' }, now)).toBe('numberInvalid');
    expect(checkMockCard({ ...card, expiry: '12' }, now)).toBe('expiryIncomplete');
    expect(checkMockCard({ ...card, expiry: '13 / 30' }, now)).toBe('expiryIncomplete');
    expect(checkMockCard({ ...card, expiry: '10 / 26' }, now)).toBe('expiryPast');
    expect(checkMockCard({ ...card, expiry: '11 / 26' }, now)).toBe(null);
    expect(checkMockCard({ ...card, cvc: '1' }, now)).toBe('cvcIncomplete');
  });

  it('formats what is typed', () => {
    expect(formatCardNumber('4000002760003184')).toBe('4000 0027 6000 3184');
    expect(formatCardNumber('4242-4242 4242 42429999')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('1')).toBe('1');
  });

  it('keeps only digits in a card number, at most 16 in groups of four', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const formatted = formatCardNumber(typed);
        expect(formatted).toMatch(/^(\d{1,4})?( \d{1,4}){0,3}$/);
        expect(formatted.replace(/ /g, '').length).toBeLessThanOrEqual(16);
      }),
    );
  });

  it('knows each test card by its number, spaces or not', () => {
    expect(behaviourOf('4242 4242 4242 4242')).toBe('succeeds');
    expect(behaviourOf('4000 0027 6000 3184')).toBe('redirectAuthentication');
    expect(behaviourOf('4000002500003155')).toBe('inPlaceAuthentication');
    expect(behaviourOf('4000 0000 0000 0002')).toBe('declined');
    expect(behaviourOf('5555 5555 5555 4444')).toBe(null);
  });
});

describe('choosing the card provider', () => {
  it('uses the mock form in mock builds, Stripe with a real key, and nothing otherwise', () => {
    const key = 'pk_test_51AbCdEfGhIjKlMnOp';
    expect(isRealPublishableKey(key)).toBe(true);
    expect(chooseProvider(true, key)).toBe('mock');
    expect(chooseProvider(true, '')).toBe('mock');
    expect(chooseProvider(false, key)).toBe('stripe');
    expect(chooseProvider(false, '')).toBe('unavailable');
    expect(chooseProvider(false, 'your-key-here')).toBe('unavailable');
  });
});
