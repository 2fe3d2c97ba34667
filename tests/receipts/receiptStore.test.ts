import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSession } from '../../src/features/auth/session';
import {
  findReceipt,
  keepPendingReceipt,
  readReceipts,
  receiptFromHistoryState,
  recordReceipt,
  takePendingReceipt,
} from '../../src/features/receipts/receiptStore';
import type { PendingReceipt } from '../../src/features/receipts/receipt';
import { sessionKeys, sessionScopedKeys } from '../../src/lib/storage';

const OWNER = 'patient-mei';

const pending: PendingReceipt = {
  service: { kind: 'sick-note' },
  amount: 65,
  patientName: 'Mei Chen',
  card: { brand: 'visa', last4: '4242' },
  ownerId: OWNER,
};
const facts = { reference: 'pi_1001', amount: 65, paidAt: '2026-11-25T17:05:00Z' };

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('the receipts a tab keeps', () => {
  it('keeps a receipt and finds it by its reference', () => {
    expect(recordReceipt(pending, facts)).toBe('pi_1001');
    expect(findReceipt('pi_1001', OWNER)).toMatchObject({ ...pending, reference: 'pi_1001' });
    expect(findReceipt('pi_other', OWNER)).toBeNull();
    expect(findReceipt('pi_1001', 'patient-other')).toBeNull();
  });

  it('keeps the first receipt of a payment confirmed twice (a reload of the success route)', () => {
    recordReceipt(pending, facts);
    recordReceipt({ ...pending, amount: 130 }, { ...facts, amount: 130, paidAt: null });
    expect(readReceipts()).toHaveLength(1);
    expect(findReceipt('pi_1001', OWNER)?.amount).toBe(65);
  });

  it('gives a receipt without a reference a local address of its own', () => {
    const id = recordReceipt(pending, { reference: null, amount: null, paidAt: null });
    expect(id).toMatch(/^local-[0-9a-f-]{36}$/);
    expect(findReceipt(id, OWNER)?.reference).toBeNull();
  });

  it('reads back no receipt that names no owner (an older version wrote none)', () => {
    const { ownerId, ...unowned } = {
      ...pending,
      id: 'pi_old',
      reference: 'pi_old',
      paidAt: facts.paidAt,
    };
    expect(ownerId).toBe(OWNER);
    window.sessionStorage.setItem(sessionKeys.receipts, JSON.stringify([unowned]));
    expect(readReceipts()).toEqual([]);
  });

  it('hands the pending receipt back once, after the bank’s page', () => {
    keepPendingReceipt(pending);
    expect(takePendingReceipt()).toEqual(pending);
    expect(takePendingReceipt()).toBeNull();
  });

  it('stores no card number, only the last four digits', () => {
    recordReceipt(pending, facts);
    expect(window.sessionStorage.getItem(sessionKeys.receipts)).not.toMatch(/\d{5}/);
  });

  it('is gone at logout, as every session-scoped key is (in every tab that logs out)', () => {
    expect(sessionScopedKeys).toEqual(
      expect.arrayContaining([sessionKeys.receipts, sessionKeys.receiptPending]),
    );
    recordReceipt(pending, facts);
    keepPendingReceipt(pending);
    // A tab told by another that the session ended forgets without owning the token (null).
    forgetSession(null, 'user');
    expect(readReceipts()).toEqual([]);
    expect(takePendingReceipt()).toBeNull();
    expect(window.sessionStorage.getItem(sessionKeys.receipts)).toBeNull();
  });

  it("is found from a page's history state only when the tab keeps it", () => {
    recordReceipt(pending, facts);
    expect(receiptFromHistoryState({ receiptId: 'pi_1001' }, OWNER)).toMatchObject({
      id: 'pi_1001',
    });
    for (const state of [
      null,
      undefined,
      'pi_1001',
      {},
      { receiptId: 1001 },
      { receiptId: 'pi_x' },
    ]) {
      expect(receiptFromHistoryState(state, OWNER)).toBeNull();
    }
    // Another patient logged in to this tab: not theirs.
    expect(receiptFromHistoryState({ receiptId: 'pi_1001' }, 'patient-other')).toBeNull();
    expect(receiptFromHistoryState({ receiptId: 'pi_1001' }, null)).toBeNull();
    forgetSession(null, 'user');
    expect(receiptFromHistoryState({ receiptId: 'pi_1001' }, OWNER)).toBeNull();
  });
});
