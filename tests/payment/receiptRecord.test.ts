import { beforeEach, describe, expect, it } from 'vitest';
import { findReceipt, keepPendingReceipt } from '../../src/features/receipts';
import type { RequestData } from '../../src/features/requests';
import {
  paidFactsOf,
  pendingReceiptOf,
  receiptOnReturn,
} from '../../src/features/payment/receiptRecord';
import { clinicDay } from '../../src/features/requests/rules/sickNoteDates';
import { MOCK_CARD_API } from '../../src/testing/mock-clinic/cardProvider';
import { CARDS, postJson, tokenFor } from '../mocks/helpers';

const user = { id: 'patient-mei', firstName: 'Mei', lastName: 'Chen' };

const draft = (extra: Partial<RequestData> = {}): RequestData => ({
  formType: 'school-work-form',
  formId: 'f1',
  accessToken: null,
  isPrivate: null,
  timeOffIsFor: 'work',
  timeOffReason: 'Return to work after surgery',
  startTimeOff: '',
  endOfTimeOff: '',
  isAgreed: true,
  pageCount: 3,
  calculatedPrice: 400,
  organization: '',
  paymentComplete: false,
  filesUploaded: false,
  uploadedToOscar: false,
  submittedDate: null,
  ...extra,
});

beforeEach(() => window.sessionStorage.clear());

describe('what a payment gives its receipt', () => {
  it('reads the reference, sum and time from a success answer, else from the bank check', () => {
    const reply = {
      success: true,
      extras: {
        message: 'Payment successful',
        paymentIntentId: 'pi_9',
        amount: 65,
        paidAt: '2026-11-25T18:05:00Z',
      },
    };
    expect(paidFactsOf({ kind: 'reply', reply }, 'pi_other')).toEqual({
      reference: 'pi_9',
      amount: 65,
      paidAt: '2026-11-25T18:05:00.000Z',
    });
    expect(paidFactsOf({ kind: 'reply', reply: { success: true } }, 'pi_3')).toEqual({
      reference: 'pi_3',
      amount: null,
      paidAt: null,
    });
    expect(paidFactsOf(null, null)).toEqual({ reference: null, amount: null, paidAt: null });
  });

  it('never takes a client secret for the reference', () => {
    const reply = { success: true, extras: { message: '', paymentIntentId: 'pi_9_secret_abc' } };
    expect(paidFactsOf({ kind: 'reply', reply }, 'pi_9_secret_abc').reference).toBeNull();
  });

  it('keeps of the request only the service and its price: no reason, no details', () => {
    const pending = pendingReceiptOf(draft(), user, { brand: 'visa', last4: '4242' });
    expect(pending).toEqual({
      service: { kind: 'form', formType: 'work', pages: 3 },
      amount: 400,
      patientName: 'Mei Chen',
      card: { brand: 'visa', last4: '4242' },
      ownerId: 'patient-mei',
    });
    expect(JSON.stringify(pending)).not.toContain('surgery');
    // A receipt is its owner's alone: without a known patient none is kept.
    expect(pendingReceiptOf(draft(), null, null)).toBeNull();
    expect(pendingReceiptOf(draft({ calculatedPrice: null }), user, null)).toBeNull();
    expect(pendingReceiptOf(null, user, null)).toBeNull();
  });
});

const readReceiptsCount = () =>
  (JSON.parse(window.sessionStorage.getItem('payment.receipts') ?? '[]') as unknown[]).length;

describe('the receipt after the bank’s page', () => {
  const facts = { reference: 'pi_77', amount: 400, paidAt: '2026-11-25T18:05:00Z' };

  it('is made from what the tab kept before leaving, card included', () => {
    keepPendingReceipt({
      service: { kind: 'form', formType: 'work', pages: 3 },
      amount: 400,
      patientName: 'Mei Chen',
      card: { brand: 'visa', last4: '3184' },
      ownerId: 'patient-mei',
    });
    expect(receiptOnReturn('school-work-form', facts, null, null)).toBe('pi_77');
    expect(findReceipt('pi_77', 'patient-mei')?.card).toEqual({ brand: 'visa', last4: '3184' });
  });

  it('falls back on the request draft (no card line) and is made once however often it is confirmed', () => {
    expect(receiptOnReturn('school-work-form', facts, draft(), user)).toBe('pi_77');
    expect(findReceipt('pi_77', 'patient-mei')).toMatchObject({
      card: null,
      patientName: 'Mei Chen',
    });
    expect(receiptOnReturn('school-work-form', facts, null, user)).toBe('pi_77');
    expect(readReceiptsCount()).toBe(1);
    // Confirmed without a session (a form's token) and nothing kept: no patient, no receipt.
    expect(receiptOnReturn('school-work-form', facts, null, null)).toBeNull();
  });

  it('is not made from a pending receipt or a draft of another kind of request', () => {
    keepPendingReceipt({
      service: { kind: 'sick-note' },
      amount: 65,
      patientName: '',
      card: null,
      ownerId: 'patient-mei',
    });
    expect(receiptOnReturn('school-work-form', facts, null, user)).toBeNull();
    expect(receiptOnReturn('sick-note', facts, draft(), user)).toBeNull();
  });
});

describe('the mock card provider and clinic give what a receipt needs', () => {
  it('describes a card method by brand and last four digits, and a success by reference, sum and time', async () => {
    const created = await fetch(`${MOCK_CARD_API}/v1/payment_methods`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ number: CARDS.visa, expiry: '12 / 34', cvc: '123' }),
    });
    const method = (await created.json()) as { id: string; card: unknown };
    expect(method.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(JSON.stringify(method)).not.toContain('424242');

    const today = clinicDay();
    const paid = await postJson(
      '/sick-note/charge',
      {
        payment_method_id: method.id,
        sickNote: {
          formType: 'sick-note',
          formId: null,
          timeOffIsFor: 'work',
          timeOffReason: 'Influenza',
          startTimeOff: today,
          endOfTimeOff: today,
          isAgreed: true,
        },
      },
      await tokenFor('patient@example.com'),
    );
    const extras = paid.body.extras as Record<string, unknown>;
    expect(extras).toMatchObject({ paymentIntentId: expect.stringMatching(/^pi_/), amount: 65 });
    expect(Number.isNaN(Date.parse(String(extras.paidAt)))).toBe(false);
    expect(JSON.stringify(paid.body)).not.toContain('_secret_');
  });
});
