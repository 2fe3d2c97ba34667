import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { msgKey, msgText, type Msg } from '../../src/api/message';
import { createStore } from '../../src/app/store';
import type { ChargeSickNote } from '../../src/api/types';
import { env } from '../../src/config/env';
import {
  chargeFailureOutcome,
  endsAttempt,
  nextPaymentStep,
} from '../../src/features/payment/chargeReply';
import { chargeCard, chargeOutcomeOf } from '../../src/features/payment/thunks';
import type { ServiceFailureKind } from '../../src/state/serviceThunk';
import { server } from '../../src/testing/mock-clinic/node';

// One charge call (src/features/payment/thunks.ts) as the payment's pure rules read it
// (docs/requests.md#charge-answers): what nextPaymentStep and endsAttempt are given decides
// whether a card can be charged twice, so each kind of failure is pinned here.

const CHARGE = `${env.apiUrl}/sick-note/charge`;
// A card charge carries the whole request (only a confirmation may name it by reference).
const REQUEST: ChargeSickNote = {
  formType: 'school-work-form',
  formId: 'form-1',
  timeOffIsFor: 'school',
  timeOffReason: 'A school form',
  pageCount: 1,
  organization: '',
  isAgreed: true,
};
const answering = (body: Record<string, unknown>, status = 200) =>
  server.use(http.post(CHARGE, () => HttpResponse.json(body, { status }), { once: true }));

async function charged() {
  const store = createStore();
  const result = await store.dispatch(
    chargeCard({
      payload: { payment_method_id: 'pm_1', sickNote: REQUEST },
      options: { idempotencyKey: 'k1' },
    }),
  );
  return { outcome: chargeOutcomeOf(result), store };
}

describe('a charge call, as the payment reads it', () => {
  it('any answer, refusal or not, is the reply', async () => {
    answering({ success: false, error: 'Your card was declined.' });
    expect((await charged()).outcome).toEqual({
      kind: 'reply',
      reply: { success: false, error: 'Your card was declined.' },
    });
  });

  it("a refusal (4xx) carries the service's text, from error then message", async () => {
    answering({ error: 'Card expired', message: 'summary' }, 402);
    expect((await charged()).outcome).toEqual({
      kind: 'failure',
      serverText: 'Card expired',
      sessionMessage: null,
    });
    answering({ message: 'Amount too small' }, 400);
    expect((await charged()).outcome).toMatchObject({ serverText: 'Amount too small' });
    answering({}, 400);
    expect((await charged()).outcome).toMatchObject({ serverText: null });
  });

  it('a crash (5xx) carries no text, so it never ends the attempt (it may have charged)', async () => {
    answering({ error: 'Internal Server Error' }, 500);
    const { outcome } = await charged();
    expect(outcome).toEqual({ kind: 'failure', serverText: null, sessionMessage: null });
    expect(endsAttempt(outcome, nextPaymentStep(outcome, 'charge'))).toBe(false);
  });

  it('no answer is lost, and raises the banner', async () => {
    server.use(http.post(CHARGE, () => HttpResponse.error(), { once: true }));
    const { outcome, store } = await charged();
    expect(outcome).toEqual({ kind: 'lost' });
    expect(store.getState().auth.apiUnavailable).toBe(true);
  });

  it('an ended session says so in its words', async () => {
    answering({ type: 'tokenNotValid', message: 'Your session has expired.' }, 401);
    expect((await charged()).outcome).toEqual({
      kind: 'failure',
      serverText: null,
      sessionMessage: { text: 'Your session has expired.' },
    });
  });
});

describe('chargeFailureOutcome (property)', () => {
  const kinds: ServiceFailureKind[] = ['network', 'tokenNotValid', 'refused', 'server'];
  const msgs: fc.Arbitrary<Msg> = fc.oneof(
    fc.string().map((text) => msgText(text)),
    fc.constantFrom(msgKey('payment:errors.processing'), msgKey('common:errors.unknown')),
  );

  it('lost only without an answer; a text only from a refusal in the service’s words', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), msgs, (kind, msg) => {
        const outcome = chargeFailureOutcome({ kind, msg });
        if (kind === 'network') return outcome.kind === 'lost';
        if (outcome.kind !== 'failure') return false;
        const text = kind === 'refused' && 'text' in msg ? msg.text : null;
        const session = kind === 'tokenNotValid' ? msg : null;
        return outcome.serverText === text && outcome.sessionMessage === session;
      }),
    );
  });
});
