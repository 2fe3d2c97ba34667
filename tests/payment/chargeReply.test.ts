// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { msgKey, msgText } from '../../src/api/message';
import {
  afterPayment,
  identifierKind,
  isSafeRedirect,
  nextPaymentStep,
  uploadPath,
  uploadPathFor,
  type ChargeOutcome,
  type ChargePhase,
} from '../../src/features/payment/chargeReply';
import type { ChargeReply } from '../../src/api/types';
import en from '../../src/i18n/locales/en/payment.json';

const reply = (body: ChargeReply): ChargeOutcome => ({ kind: 'reply', reply: body });
const failure = (serverText: string | null = null): ChargeOutcome => ({
  kind: 'failure',
  serverText,
  sessionMessage: null,
});

describe('the payment messages (docs/requests.md#payment-messages)', () => {
  it('are exact in English', () => {
    expect(en.errors.cardValidation).toBe('Card validation error.');
    expect(en.errors.cardFailed).toBe('Card failed.');
    expect(en.errors.processing).toBe('Payment processing error');
    expect(en.errors.confirmation).toBe('Payment confirmation failed');
  });
});

describe('after charging a new card method', () => {
  it('succeeds with the form ids from the top level or extras', () => {
    expect(nextPaymentStep(reply({ success: true }), 'charge')).toEqual({
      kind: 'succeeded',
      formId: null,
      accessToken: null,
    });
    expect(
      nextPaymentStep(
        reply({ success: true, extras: { formId: 'f1', accessToken: 't1' } }),
        'charge',
      ),
    ).toEqual({ kind: 'succeeded', formId: 'f1', accessToken: 't1' });
    expect(
      nextPaymentStep(
        reply({ success: true, formId: 'f2', accessToken: 't2', extras: { formId: 'x' } }),
        'charge',
      ),
    ).toEqual({ kind: 'succeeded', formId: 'f2', accessToken: 't2' });
  });

  it('follows a redirect for authentication', () => {
    const step = nextPaymentStep(
      reply({
        requires_action: true,
        payment_intent_client_secret: 'pi_1_secret_2',
        next_action: { type: 'redirect_to_url', redirect_to_url: { url: 'https://bank.test/3ds' } },
      }),
      'charge',
    );
    expect(step).toEqual({ kind: 'redirect', url: 'https://bank.test/3ds' });
  });

  it('never follows a redirect that is not a web address', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', '/relative', '', 'not a url']) {
      const step = nextPaymentStep(
        reply({
          requires_action: true,
          next_action: { type: 'redirect_to_url', redirect_to_url: { url } },
        }),
        'charge',
      );
      expect(step).toEqual({
        kind: 'failed',
        message: msgKey('payment:errors.processing'),
        confirmation: false,
      });
    }
  });

  it('authenticates in place when there is no redirect', () => {
    expect(
      nextPaymentStep(
        reply({
          requires_action: true,
          payment_intent_client_secret: 'pi_1_secret_2',
          next_action: { type: 'use_stripe_sdk' },
        }),
        'charge',
      ),
    ).toEqual({ kind: 'authenticate', clientSecret: 'pi_1_secret_2' });
  });

  it("shows the service's error, else 'Card failed.'", () => {
    expect(nextPaymentStep(reply({ error: 'Your card was declined.' }), 'charge')).toEqual({
      kind: 'failed',
      message: msgText('Your card was declined.'),
      confirmation: false,
    });
    expect(nextPaymentStep(reply({ success: false }), 'charge')).toEqual({
      kind: 'failed',
      message: msgKey('payment:errors.cardFailed'),
      confirmation: false,
    });
  });

  it("says 'Payment processing error' when the call itself fails without a reason", () => {
    expect(nextPaymentStep(failure(), 'charge')).toEqual({
      kind: 'failed',
      message: msgKey('payment:errors.processing'),
      confirmation: false,
    });
    expect(nextPaymentStep(failure('Form not found.'), 'charge')).toEqual({
      kind: 'failed',
      message: msgText('Form not found.'),
      confirmation: false,
    });
  });

  it('passes an expired session on as it is', () => {
    const expired = msgKey('common:session.expired');
    expect(
      nextPaymentStep({ kind: 'failure', serverText: 'x', sessionMessage: expired }, 'charge'),
    ).toEqual({ kind: 'failed', message: expired, confirmation: false });
  });
});

describe('after confirming by payment_intent_id', () => {
  it("fails as a confirmation: the service's message, else 'Payment confirmation failed'", () => {
    expect(nextPaymentStep(failure(), 'confirm')).toEqual({
      kind: 'failed',
      message: msgKey('payment:errors.confirmation'),
      confirmation: true,
    });
    expect(nextPaymentStep(reply({ error: 'We are unable to authenticate.' }), 'confirm')).toEqual({
      kind: 'failed',
      message: msgText('We are unable to authenticate.'),
      confirmation: true,
    });
    // Asking for yet another authentication is a failure here, not a loop.
    expect(
      nextPaymentStep(
        reply({ requires_action: true, payment_intent_client_secret: 's', next_action: null }),
        'confirm',
      ),
    ).toEqual({
      kind: 'failed',
      message: msgKey('payment:errors.confirmation'),
      confirmation: true,
    });
  });
});

const anyReply: fc.Arbitrary<ChargeReply> = fc.record(
  {
    success: fc.boolean(),
    requires_action: fc.boolean(),
    payment_intent_client_secret: fc.oneof(fc.constant(''), fc.string()),
    error: fc.oneof(fc.constant(''), fc.string()),
    formId: fc.string(),
    accessToken: fc.string(),
    next_action: fc.option(
      fc.record({
        type: fc.constantFrom('redirect_to_url', 'use_stripe_sdk', 'other'),
        redirect_to_url: fc.record({
          url: fc.oneof(fc.webUrl(), fc.string(), fc.constant('javascript:void(0)')),
        }),
      }),
    ),
    extras: fc.record({ message: fc.string(), formId: fc.string() }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);
const outcomes: fc.Arbitrary<ChargeOutcome> = fc.oneof(
  anyReply.map((body) => reply(body)),
  fc.option(fc.string()).map((text) => failure(text)),
);
const phases = fc.constantFrom<ChargePhase>('charge', 'confirm');

describe('every possible answer', () => {
  it('leads to exactly one known step, with a message whenever it fails', () => {
    fc.assert(
      fc.property(outcomes, phases, (outcome, phase) => {
        const step = nextPaymentStep(outcome, phase);
        expect(['succeeded', 'redirect', 'authenticate', 'failed']).toContain(step.kind);
        if (step.kind === 'failed') {
          const message = step.message;
          expect('key' in message ? message.key : message.text.trim()).not.toBe('');
          expect(step.confirmation).toBe(phase === 'confirm');
        }
      }),
    );
  });

  it('only ever redirects to an http(s) address, and only while charging', () => {
    fc.assert(
      fc.property(outcomes, phases, (outcome, phase) => {
        const step = nextPaymentStep(outcome, phase);
        if (step.kind === 'redirect') {
          expect(phase).toBe('charge');
          expect(isSafeRedirect(step.url)).toBe(true);
        }
        if (phase === 'confirm')
          expect(step.kind === 'succeeded' || step.kind === 'failed').toBe(true);
      }),
    );
  });

  it('never succeeds when the service reports an error', () => {
    fc.assert(
      fc.property(anyReply, phases, (body, phase) => {
        if (body.error?.trim()) expect(nextPaymentStep(reply(body), phase).kind).toBe('failed');
      }),
    );
  });
});

describe('where a paid request goes', () => {
  it('treats an identifier longer than 24 characters as an access token', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), (id) => {
        expect(identifierKind(id)).toBe(id.length > 24 ? 'accessToken' : 'formId');
      }),
    );
    expect(uploadPathFor('6650f1a2b3c4d5e6f7a80001')).toBe(
      '/school-work-form/upload/6650f1a2b3c4d5e6f7a80001',
    );
    expect(uploadPathFor('a'.repeat(64))).toBe(`/school-work-form/upload-token/${'a'.repeat(64)}`);
  });

  it('prefers the token page when the form has an access token', () => {
    expect(uploadPath({ formId: 'f1', accessToken: 'tok' })).toBe(
      '/school-work-form/upload-token/tok',
    );
    expect(uploadPath({ formId: 'f1', accessToken: null })).toBe('/school-work-form/upload/f1');
    expect(uploadPath({ formId: null, accessToken: null })).toBe('/dashboard');
  });

  it('shows a sick note its dialog and sends a form to its upload page', () => {
    expect(afterPayment('sick-note', { formId: null, accessToken: null })).toEqual({
      kind: 'dialog',
    });
    expect(afterPayment('school-work-form', { formId: 'f1', accessToken: null })).toEqual({
      kind: 'upload',
      path: '/school-work-form/upload/f1',
    });
  });
});
