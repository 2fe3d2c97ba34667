// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrandName,
  cardSummaryOf,
  completeReceipt,
  parseReceipts,
  patientNameOf,
  RECEIPTS_KEPT,
  receiptAmountOf,
  receiptFrom,
  referenceOf,
  serviceOf,
  withReceipt,
  type PendingReceipt,
  type Receipt,
} from '../../src/features/receipts/receipt';

const pending: PendingReceipt = {
  service: { kind: 'form', formType: 'insurance', pages: 3 },
  amount: 400,
  patientName: 'Mei Chen',
  card: { brand: 'visa', last4: '4242' },
  ownerId: 'patient-mei',
};

const receipt = (id: string, extra: Partial<Receipt> = {}): Receipt => ({
  ...pending,
  id,
  reference: id,
  paidAt: '2026-11-25T17:05:00.000Z',
  ...extra,
});

describe('what a receipt takes from the payment', () => {
  it('takes a payment reference, never a client secret or anything that is not an identifier', () => {
    expect(referenceOf('pi_abc123')).toBe('pi_abc123');
    expect(referenceOf(' pi_abc123 ')).toBe('pi_abc123');
    expect(referenceOf('pi_abc123_secret_xyz')).toBeNull();
    expect(referenceOf('<b>pi</b>')).toBeNull();
    expect(referenceOf('pi')).toBeNull();
    expect(referenceOf(42)).toBeNull();
  });

  it('takes the card brand and last four digits as the provider describes them, else nothing', () => {
    expect(cardSummaryOf({ brand: 'Visa', last4: '4242' })).toEqual({
      brand: 'visa',
      last4: '4242',
    });
    expect(cardSummaryOf({ brand: 'unknown', last4: '0002' })).toEqual({
      brand: null,
      last4: '0002',
    });
    expect(cardSummaryOf({ last4: '4242', number: '4242424242424242' })).toEqual({
      brand: null,
      last4: '4242',
    });
    expect(cardSummaryOf({ brand: 'visa', last4: '424242' })).toBeNull();
    expect(cardSummaryOf({ brand: 'visa' })).toBeNull();
    expect(cardSummaryOf(null)).toBeNull();
  });

  it('names the brands it knows and leaves the others unnamed', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('cartes_bancaires')).toBeNull();
    expect(cardBrandName(null)).toBeNull();
  });

  it('names the service: a sick note, or a form by its type and pages (a disability form is one)', () => {
    expect(serviceOf({ formType: 'sick-note', timeOffIsFor: 'work', pageCount: null })).toEqual({
      kind: 'sick-note',
    });
    expect(
      serviceOf({ formType: 'school-work-form', timeOffIsFor: 'insurance', pageCount: 3 }),
    ).toEqual({ kind: 'form', formType: 'insurance', pages: 3 });
    expect(
      serviceOf({ formType: 'school-work-form', timeOffIsFor: 'disability', pageCount: 12 }),
    ).toEqual({ kind: 'form', formType: 'disability', pages: 1 });
    expect(
      serviceOf({ formType: 'school-work-form', timeOffIsFor: 'work', pageCount: 100 }),
    ).toBeNull();
    expect(serviceOf({ formType: 'school-work-form', timeOffIsFor: '', pageCount: 2 })).toBeNull();
  });

  it("prints the patient's registered first and last names", () => {
    expect(patientNameOf({ firstName: ' Mei ', lastName: 'Chen' })).toBe('Mei Chen');
    expect(patientNameOf(null)).toBe('');
  });
});

describe('completing a receipt', () => {
  const now = new Date('2026-11-25T18:00:00Z');
  const localId = () => 'local-1';

  it("prefers the service's reference, sum and time to what the page knew", () => {
    expect(
      completeReceipt(
        pending,
        { reference: 'pi_1', amount: 425, paidAt: '2026-11-25T17:05:00Z' },
        now,
        localId,
      ),
    ).toEqual({
      ...pending,
      id: 'pi_1',
      reference: 'pi_1',
      amount: 425,
      paidAt: '2026-11-25T17:05:00.000Z',
    });
  });

  it('without them: a local id for its address, no reference, the page’s price and now', () => {
    expect(
      completeReceipt(pending, { reference: null, amount: null, paidAt: null }, now, localId),
    ).toEqual({ ...pending, id: 'local-1', reference: null, paidAt: now.toISOString() });
  });
});

describe('the session’s list of receipts', () => {
  it('keeps the newest first, one per payment, at most RECEIPTS_KEPT', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 15 }), { maxLength: 40 }), (ids) => {
        let list: Receipt[] = [];
        for (const id of ids) list = withReceipt(list, receipt(`pi_${id}00`));
        const unique = [...new Set([...ids].reverse())].map((id) => `pi_${id}00`);
        expect(list.map((r) => r.id)).toEqual(unique.slice(0, RECEIPTS_KEPT));
      }),
    );
  });

  it('reads back what it wrote, for any amount in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const kept = receipt('pi_1234', { amount: cents / 100 });
        const [read] = parseReceipts(JSON.stringify([kept]));
        expect(read).toEqual(kept);
        expect(receiptAmountOf(cents / 100)).toBe(cents / 100);
      }),
    );
  });

  it('refuses an amount that is not a fee: negative, not a number, beyond any clinic fee', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, 100_000.01, '65', null]) {
      expect(receiptAmountOf(bad)).toBeNull();
    }
    expect(receiptAmountOf(64.999)).toBe(65);
  });

  it('drops what it cannot read rather than show it', () => {
    expect(parseReceipts('not json')).toEqual([]);
    expect(parseReceipts('{"id":"pi_1"}')).toEqual([]);
    expect(parseReceipts(null)).toEqual([]);
    const good = receipt('pi_good');
    const list = parseReceipts(
      JSON.stringify([
        good,
        { ...good, id: 'pi_bad', amount: -5 },
        { ...good, id: 'pi_bad2', service: { kind: 'form', formType: 'tattoo', pages: 1 } },
        { ...good, id: 'pi_bad3', paidAt: 'yesterday' },
        good,
      ]),
    );
    expect(list).toEqual([good]);
    expect(receiptFrom({ ...good, card: { last4: 'abcd' } })).toEqual({ ...good, card: null });
  });
});
