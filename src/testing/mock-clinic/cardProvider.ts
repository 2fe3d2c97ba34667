// The mock card provider: what stands in for Stripe when no real publishable key is configured.
// Its four test cards behave like Stripe's (../shared/mock-clinic.md is the contract).

import type { MockCardBehaviour } from './formsTypes';

export { MOCK_CARD_API } from '../../api/cardProvider';

/** The path of the mock authentication page the redirect (3-D Secure) card is sent to. */
export const MOCK_AUTHENTICATION_PATH = '/__mock/card-authentication';

export const TEST_CARDS: Readonly<Record<string, MockCardBehaviour>> = {
  '4242424242424242': 'succeeds',
  '4000002760003184': 'redirectAuthentication',
  '4000002500003155': 'inPlaceAuthentication',
  '4000000000000002': 'declined',
};

/** The provider's texts, as Stripe words them. */
export const CARD_TEXTS = {
  declined: 'Your card was declined.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  unknownCard: 'Your card number is incorrect.',
  noSuchIntent: 'No such payment intent.',
  noSuchMethod: 'No such payment method.',
  notAuthenticated: 'This payment has not been authenticated yet.',
} as const;

/**
 * A test card's behaviour, or null for any other number: in test mode Stripe refuses real
 * card numbers, and so does the mock.
 */
export function behaviourOf(cardNumber: string): MockCardBehaviour | null {
  return TEST_CARDS[cardNumber.replace(/\D/g, '')] ?? null;
}

/** The brand Stripe names a card by (its payment method's card.brand), from the number's prefix. */
export function cardBrandOf(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}
