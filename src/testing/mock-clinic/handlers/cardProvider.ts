// The mock card provider's own endpoints (Stripe's side of a payment): creating a card method,
// reading a payment intent for the authentication page, and the card holder's authentication
// answer. The clinic's charge call (charge.ts) reads what these store.

import { HttpResponse } from 'msw';
import { behaviourOf, CARD_TEXTS, cardBrandOf, MOCK_CARD_API } from '../cardProvider';
import { db } from '../db';
import { createRecordId } from '../ids';
import { paramOf, readBody, text } from './body';
import { route } from './route';

const cardError = (message: string, status = 402) =>
  HttpResponse.json({ error: { message } }, { status });

function intentFor(id: string, clientSecret: string) {
  return db.state.paymentIntents.find(
    (intent) => intent.id === id && intent.clientSecret === clientSecret,
  );
}

export const cardProviderHandlers = [
  route(
    'post',
    '/v1/payment_methods',
    async ({ request }) => {
      const body = await readBody(request);
      const number = text(body.number).replace(/\D/g, '');
      const behaviour = behaviourOf(number);
      if (!behaviour) return cardError(CARD_TEXTS.unknownCard);
      const method = {
        id: `pm_${createRecordId()}`,
        last4: number.slice(-4),
        behaviour,
        createdAt: Date.now(),
      };
      db.state.paymentMethods.push(method);
      db.save();
      // As Stripe describes a card method: its brand and last four digits, never the number.
      return HttpResponse.json({
        id: method.id,
        card: { brand: cardBrandOf(number), last4: method.last4 },
      });
    },
    MOCK_CARD_API,
  ),

  // The authentication page shows what is being paid; the client secret is the key, as in Stripe.
  route(
    'get',
    '/v1/payment_intents/:id',
    ({ request, params }) => {
      const secret = text(new URL(request.url).searchParams.get('client_secret'));
      const intent = intentFor(text(paramOf(params.id)), secret);
      if (!intent) return cardError(CARD_TEXTS.noSuchIntent, 404);
      return HttpResponse.json({ id: intent.id, amount: intent.amount, status: intent.status });
    },
    MOCK_CARD_API,
  ),

  // The card holder completes or fails the bank's check (on the redirect page or in place).
  route(
    'post',
    '/v1/payment_intents/:id/authenticate',
    async ({ request, params }) => {
      const body = await readBody(request);
      const intent = intentFor(text(paramOf(params.id)), text(body.client_secret));
      if (!intent) return cardError(CARD_TEXTS.noSuchIntent, 404);
      if (intent.status === 'requires_action') {
        intent.authenticated = body.outcome === 'complete';
        db.save();
      }
      if (!intent.authenticated) return cardError(CARD_TEXTS.authenticationFailed);
      return HttpResponse.json({ id: intent.id, status: intent.status });
    },
    MOCK_CARD_API,
  ),
];
