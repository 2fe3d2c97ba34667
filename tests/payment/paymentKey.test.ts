import { describe, expect, it } from 'vitest';
import { msgText } from '../../src/api/message';
import {
  currentPaymentKey,
  DRAFT_KEY,
  endPaymentAttempt,
  paymentKey,
  readDraft,
  writeDraft,
} from '../../src/features/requests/draft';
import { emptyRequest, type FormsState } from '../../src/features/requests/slice';
import {
  endsAttempt,
  isSafeRedirect,
  nextPaymentStep,
  type ChargeOutcome,
} from '../../src/features/payment/chargeReply';
import {
  cleanedSearch,
  PAYMENT_RETURN_KEY,
  readPaymentReturn,
  returnFromAddress,
  writePaymentReturn,
} from '../../src/features/payment/paymentReturn';
import { sessionScopedKeys } from '../../src/lib/storage';

const request = (overrides: Partial<FormsState> = {}): FormsState => ({
  ...emptyRequest('sick-note'),
  timeOffIsFor: 'work',
  timeOffReason: 'Influenza',
  startTimeOff: '2026-11-24',
  endOfTimeOff: '2026-11-24',
  isAgreed: true,
  ownerId: 'u1',
  validated: true,
  restored: true,
  ...overrides,
});

describe('the payment key kept with the request draft', () => {
  it('is made at the first payment, stored with the draft, and the same for every retry', () => {
    writeDraft(request());
    expect(currentPaymentKey()).toBeNull();
    const key = paymentKey();
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(paymentKey()).toBe(key);
    // A reload: the draft is read back (without the key) and written again.
    const restored = readDraft();
    expect(restored).not.toHaveProperty('paymentKey');
    writeDraft({ ...request(), ...restored, restored: true });
    expect(paymentKey()).toBe(key);
    // An edit of the same request keeps it too.
    writeDraft(request({ timeOffReason: 'Influenza, still' }));
    expect(currentPaymentKey()).toBe(key);
  });

  it('is new for a new request draft: started over, another kind, another patient, or paid', () => {
    writeDraft(request());
    const first = paymentKey();
    writeDraft({ ...request(), ...emptyRequest('sick-note'), validated: false });
    expect(currentPaymentKey()).toBeNull();
    writeDraft(request());
    const second = paymentKey();
    expect(second).not.toBe(first);
    writeDraft(request({ ...emptyRequest('school-work-form'), formId: 'f1', validated: true }));
    expect(currentPaymentKey()).toBeNull();
    writeDraft(request());
    paymentKey();
    writeDraft(request({ ownerId: 'u2' }));
    expect(currentPaymentKey()).toBeNull();
    paymentKey();
    writeDraft(request({ ownerId: 'u2', paymentComplete: true }));
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(currentPaymentKey()).toBeNull();
  });

  it('ends with an attempt the service said charged nothing', () => {
    writeDraft(request());
    const first = paymentKey();
    endPaymentAttempt();
    expect(currentPaymentKey()).toBeNull();
    expect(readDraft()?.timeOffReason).toBe('Influenza');
    expect(paymentKey()).not.toBe(first);
  });
});

describe('which answers end a payment attempt', () => {
  const cases: [ChargeOutcome, boolean][] = [
    [{ kind: 'reply', reply: { success: false, error: 'Your card was declined.' } }, true],
    [{ kind: 'failure', serverText: 'Form not found.', sessionMessage: null }, true],
    // A crash (5xx) or no answer may have charged: the same key asks again.
    [{ kind: 'failure', serverText: null, sessionMessage: null }, false],
    [{ kind: 'lost' }, false],
    [{ kind: 'reply', reply: { success: true } }, false],
    [
      {
        kind: 'failure',
        serverText: null,
        sessionMessage: msgText('Your session has expired. Please log in again.'),
      },
      false,
    ],
  ];
  it.each(cases)('%j ends it: %s', (outcome, ends) => {
    expect(endsAttempt(outcome, nextPaymentStep(outcome, 'charge'))).toBe(ends);
  });

  it('a lost answer is unconfirmed in either phase', () => {
    expect(nextPaymentStep({ kind: 'lost' }, 'charge')).toEqual({ kind: 'unconfirmed' });
    expect(nextPaymentStep({ kind: 'lost' }, 'confirm')).toEqual({ kind: 'unconfirmed' });
  });
});

describe("the bank page's address (review finding 16)", () => {
  it('is followed over https: only, or to the portal itself where it stands in for the bank', () => {
    expect(isSafeRedirect('https://hooks.stripe.com/3d_secure_2/hosted?x=1')).toBe(true);
    expect(isSafeRedirect('http://hooks.stripe.com/3d_secure_2/hosted')).toBe(false);
    expect(isSafeRedirect('javascript:alert(1)')).toBe(false);
    expect(isSafeRedirect('/__mock/card-authentication')).toBe(false);
    const own = 'http://localhost:4181';
    expect(isSafeRedirect('http://localhost:4181/__mock/card-authentication?x', own)).toBe(true);
    expect(isSafeRedirect('http://localhost:4182/__mock/card-authentication', own)).toBe(false);
    expect(isSafeRedirect('http://evil.example/', own)).toBe(false);
  });

  it('refuses an http: redirect from the service outside a mock build', () => {
    const reply = (url: string): ChargeOutcome => ({
      kind: 'reply',
      reply: {
        requires_action: true,
        payment_intent_client_secret: 'pi_1_secret_2',
        next_action: { type: 'redirect_to_url', redirect_to_url: { url } },
      },
    });
    expect(nextPaymentStep(reply('http://bank.example/3ds'), 'charge').kind).toBe('failed');
    expect(nextPaymentStep(reply('https://bank.example/3ds'), 'charge')).toEqual({
      kind: 'redirect',
      url: 'https://bank.example/3ds',
    });
  });
});

describe('the payment-success address', () => {
  it('names a payment only with its secret, and loses the card parameters once read', () => {
    const params = new URLSearchParams(
      'formType=school-work-form&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded',
    );
    expect(returnFromAddress(params, 'school-work-form')).toEqual({
      formType: 'school-work-form',
      paymentIntent: 'pi_1',
    });
    expect(returnFromAddress(new URLSearchParams('payment_intent=pi_1'), 'sick-note')).toBeNull();
    expect(cleanedSearch(`?${params.toString()}`)).toBe('?formType=school-work-form');
    expect(cleanedSearch('?payment_intent=pi_1&payment_intent_client_secret=s')).toBe('');
  });

  it('is kept for a reload without the secret, per kind of request, and logout clears it', () => {
    writePaymentReturn({
      formType: 'sick-note',
      paymentIntent: 'pi_1',
      formToken: null,
      ownerId: 'patient-mei',
    });
    expect(window.sessionStorage.getItem(PAYMENT_RETURN_KEY)).not.toMatch(/secret/);
    expect(readPaymentReturn('sick-note')).toEqual({
      formType: 'sick-note',
      paymentIntent: 'pi_1',
      formToken: null,
      ownerId: 'patient-mei',
    });
    expect(readPaymentReturn('school-work-form')).toBeNull();
    expect(sessionScopedKeys).toContain(PAYMENT_RETURN_KEY);
  });
});
