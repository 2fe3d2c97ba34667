// One interface for card entry, whoever processes the card: Stripe (Elements) when a real
// publishable key is configured, the mock card form in mock builds. The payment page sees only
// this; each implementation is its own chunk, loaded by the payment page and nowhere else.

import type { ComponentType, Ref } from 'react';
import type { Msg } from '../../api/message';
import { env } from '../../config/env';
import type { ReceiptCard } from '../receipts';

/** A provider's answer: the value, or its own message (null when it gave none). */
export type CardResult<T> = ({ ok: true } & T) | { ok: false; message: Msg | null };

export interface CardPaymentHandle {
  /**
   * Turns what the patient typed into a card method the clinic can charge; `card` is the brand
   * and last four digits as the provider describes the method (for the receipt), when it does.
   */
  createPaymentMethod(): Promise<
    CardResult<{ paymentMethodId: string; card?: ReceiptCard | null }>
  >;
  /** The bank's check in place (3-D Secure without a redirect). */
  handleCardAction(clientSecret: string): Promise<CardResult<{ paymentIntentId: string }>>;
}

export interface CardFieldProps {
  ref?: Ref<CardPaymentHandle | null>;
  /** While a payment is in flight nothing may change. */
  disabled: boolean;
  /** The id of the error text, so the field announces it. */
  errorId?: string;
}

export interface PaymentProvider {
  kind: 'stripe' | 'mock';
  CardField: ComponentType<CardFieldProps>;
}

export type ProviderChoice = 'stripe' | 'mock' | 'unavailable';

/** A key Stripe issues (pk_test_… or pk_live_…), not a placeholder. */
export const isRealPublishableKey = (key: string) => /^pk_(test|live)_[A-Za-z0-9]{10,}$/.test(key);

/**
 * Mock builds always use the mock card form (the mock clinic cannot charge a real card). Any
 * other build needs a real key; without one it offers no card form at all, since a production
 * bundle carries no mock code and a fake form there would take no payment.
 */
export function chooseProvider(isMockMode: boolean, publishableKey: string): ProviderChoice {
  if (isMockMode) return 'mock';
  return isRealPublishableKey(publishableKey) ? 'stripe' : 'unavailable';
}

export async function loadPaymentProvider(): Promise<PaymentProvider | null> {
  // import.meta.env is read here directly so a production build drops the mock branch whole.
  if (import.meta.env.VITE_API_MOCK === 'true') {
    const { default: CardField } = await import('./mock/MockCardField');
    return { kind: 'mock', CardField };
  }
  if (chooseProvider(false, env.stripePublishableKey) === 'stripe') {
    const { default: CardField } = await import('./stripe/StripeCardField');
    return { kind: 'stripe', CardField };
  }
  return null;
}
