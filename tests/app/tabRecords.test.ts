import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetSession, recentEndReason, storeSession } from '../../src/features/auth/session';
import { readStorage, sessionKeys, writeSession } from '../../src/lib/storage';
import { dropRecordsNotOwnedBy, ownedPart } from '../../src/lib/tabRecords';
import { loggedInStore } from '../utils/render';

// Issue 26 points 5 and 6 (security review N2, N3): what a tab keeps is its patient's alone, and
// an ended session leaves no token behind.

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const draft = (ownerId: string) =>
  JSON.stringify({ formType: 'sick-note', ownerId, timeOffReason: 'Migraine since Monday' });
const receipt = (id: string, ownerId: string) => ({ id, ownerId, patientName: 'Someone' });

describe("another patient's records in the tab", () => {
  it('are dropped once a patient is known: draft, receipts, pending receipt, return, marker', () => {
    writeSession(sessionKeys.requestDraft, draft('a'));
    writeSession(
      sessionKeys.receipts,
      JSON.stringify([receipt('pi_1', 'a'), receipt('pi_2', 'b'), receipt('pi_3', 'a')]),
    );
    writeSession(sessionKeys.receiptPending, JSON.stringify({ ownerId: 'a', amount: 65 }));
    writeSession(
      sessionKeys.paymentReturn,
      JSON.stringify({ paymentIntent: 'pi_1', ownerId: 'a' }),
    );
    writeSession(sessionKeys.paymentAtBank, JSON.stringify({ ownerId: 'a', since: Date.now() }));
    dropRecordsNotOwnedBy('b');
    expect(sessionStorage.getItem(sessionKeys.requestDraft)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(sessionKeys.receipts) ?? 'null')).toEqual([
      receipt('pi_2', 'b'),
    ]);
    expect(sessionStorage.getItem(sessionKeys.receiptPending)).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.paymentReturn)).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.paymentAtBank)).toBeNull();
  });

  it('are kept for their owner; a return naming no owner stays (the service checks it); an unowned record goes', () => {
    writeSession(sessionKeys.requestDraft, draft('a'));
    writeSession(
      sessionKeys.paymentReturn,
      JSON.stringify({ paymentIntent: 'pi_1', ownerId: null }),
    );
    writeSession(sessionKeys.receiptPending, JSON.stringify({ amount: 65 }));
    dropRecordsNotOwnedBy('a');
    expect(sessionStorage.getItem(sessionKeys.requestDraft)).toBe(draft('a'));
    expect(sessionStorage.getItem(sessionKeys.paymentReturn)).not.toBeNull();
    expect(sessionStorage.getItem(sessionKeys.receiptPending)).toBeNull();
  });

  it('never keeps an entry of another owner, whatever the list (property)', () => {
    const owner = fc.constantFrom('a', 'b', 'c');
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.string(), ownerId: owner })), owner, (list, who) => {
        const kept = ownedPart(list, who);
        const expected = list.filter((entry) => entry.ownerId === who);
        expect(kept).toEqual(expected.length ? expected : null);
      }),
    );
  });

  it('are dropped at the login of another patient, before any page reads them', async () => {
    writeSession(sessionKeys.requestDraft, draft('someone-else'));
    writeSession(sessionKeys.receipts, JSON.stringify([receipt('pi_9', 'someone-else')]));
    const store = await loggedInStore('patient@example.com');
    const id = store.getState().user.data?.id ?? '';
    expect(id).not.toBe('someone-else');
    expect(sessionStorage.getItem(sessionKeys.requestDraft)).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.receipts)).toBeNull();
  });

  it("stay at their own patient's login", async () => {
    const first = await loggedInStore('patient@example.com');
    const id = first.getState().user.data?.id ?? '';
    writeSession(sessionKeys.requestDraft, draft(id));
    await loggedInStore('patient@example.com');
    expect(sessionStorage.getItem(sessionKeys.requestDraft)).toBe(draft(id));
  });
});

describe('an ended session', () => {
  it('leaves nothing of the token in storage: the other tabs learn why it ended, and only just after', () => {
    const token = 'tok_3f9c1e2a7b5d4e6f8a9b0c1d2e3f4a5b';
    storeSession(token);
    forgetSession(token, 'idle');
    const kept = readStorage('sessionEnd') ?? '';
    for (let at = 0; at + 4 <= token.length; at += 1) {
      expect(kept).not.toContain(token.slice(at, at + 4));
    }
    expect(recentEndReason()).toBe('idle');
    // Long after, it is some earlier ending's reason, not the one a tab just heard of.
    expect(recentEndReason(Date.now() + 10_000)).toBeUndefined();
  });

  it('is forgotten at the next login', () => {
    storeSession('first');
    forgetSession('first', 'user');
    expect(readStorage('sessionEnd')).not.toBeNull();
    storeSession('second');
    expect(readStorage('sessionEnd')).toBeNull();
  });
});
