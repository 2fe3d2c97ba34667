// Stripe Elements' card field. Stripe.js (and its remote script) loads with this chunk, which only
// the payment page imports: no other page fetches anything from Stripe.

import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useImperativeHandle } from 'react';
import { useTranslation } from 'react-i18next';
import { msgText } from '../../../api/message';
import { env } from '../../../config/env';
import { LOCALE_TAGS } from '../../../i18n/language';
import { thirdPartyLoading } from '../../../lib/thirdPartyScripts';
import { cardSummaryOf } from '../../receipts';
import type { CardFieldProps } from '../provider';

let stripePromise: Promise<Stripe | null> | undefined;
const stripe = () => {
  // Stripe.js stays in the page: leaving the payment pages is a fresh page load from now on.
  thirdPartyLoading('stripe');
  return (stripePromise ??= loadStripe(env.stripePublishableKey));
};

const messageOf = (error: { message?: string } | undefined) =>
  error?.message ? msgText(error.message) : null;

function StripeCard({ ref, disabled, errorId }: CardFieldProps) {
  const { t } = useTranslation('payment');
  const instance = useStripe();
  const elements = useElements();

  useImperativeHandle(
    ref,
    () => ({
      async createPaymentMethod() {
        const card = elements?.getElement(CardElement);
        if (!instance || !card) return { ok: false, message: null };
        const { paymentMethod, error } = await instance.createPaymentMethod({ type: 'card', card });
        return paymentMethod
          ? {
              ok: true,
              paymentMethodId: paymentMethod.id,
              card: cardSummaryOf(paymentMethod.card),
            }
          : { ok: false, message: messageOf(error) };
      },
      async handleCardAction(clientSecret: string) {
        if (!instance) return { ok: false, message: null };
        const { paymentIntent, error } = await instance.handleCardAction(clientSecret);
        return paymentIntent
          ? { ok: true, paymentIntentId: paymentIntent.id }
          : { ok: false, message: messageOf(error) };
      },
    }),
    [instance, elements],
  );

  return (
    <div role="group" aria-labelledby="pay-card-label" aria-describedby={errorId}>
      <p id="pay-card-label" className="form-label">
        {t('card.details')}
      </p>
      <div className="form-control pay-stripe-card">
        <CardElement
          options={{
            disabled,
            style: {
              base: { fontSize: '16px', color: '#212529', '::placeholder': { color: '#6c757d' } },
            },
          }}
        />
      </div>
    </div>
  );
}

export default function StripeCardField(props: CardFieldProps) {
  const { i18n } = useTranslation();
  // Stripe's Hong Kong Chinese ('zh-HK', a supported Elements locale), not Taiwan's 'zh-TW'.
  const locale = LOCALE_TAGS[i18n.language === 'cn' ? 'cn' : 'en'].stripe;
  return (
    <Elements stripe={stripe()} options={{ locale }}>
      <StripeCard {...props} />
    </Elements>
  );
}
