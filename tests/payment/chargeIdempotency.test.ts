// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { charges, failNext, reset } from '../../src/testing/mock-clinic/controls';
import { MOCK_CARD_API } from '../../src/testing/mock-clinic/cardProvider';
import { db } from '../../src/testing/mock-clinic/db';
import { payingWith, sickNoteToPay } from '../builders/sickNoteCharge';
import { api, CARDS, cardMethod, tokenFor } from '../mocks/helpers';

// The mock clinic's side of "one charge per request": an Idempotency-Key answers its first
// outcome instead of charging again, the ledger counts charges made, a lost reply loses only the
// answer, and a blocked account is refused.

const sickNote = sickNoteToPay();

async function charge(token: string, body: Record<string, unknown>, key?: string) {
  const response = await fetch(api('/sick-note/charge'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'x-auth-token': token,
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    cacheControl: response.headers.get('Cache-Control'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe('POST /sick-note/charge with an Idempotency-Key', () => {
  it('answers a repeated key with the first outcome, even with another card, and charges once', async () => {
    const token = await tokenFor('patient@example.com');
    const first = await charge(token, await payingWith(CARDS.visa), 'key-1');
    expect(first.body.success).toBe(true);
    const again = await charge(token, await payingWith(CARDS.visa), 'key-1');
    expect(again.body).toEqual(first.body);
    expect(db.state.sickNoteRequests).toHaveLength(1);

    const ledger = charges();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      idempotencyKey: 'key-1',
      account: 'patient@example.com',
      amount: 65,
      formType: 'sick-note',
      formId: null,
    });
    expect(ledger[0]?.paymentIntentId).toMatch(/^pi_/);
    expect(Number.isNaN(Date.parse(ledger[0]?.chargedAt ?? ''))).toBe(false);
  });

  it('charges again under a new key, and without a key as before', async () => {
    const token = await tokenFor('patient@example.com');
    await charge(token, await payingWith(CARDS.visa), 'key-a');
    await charge(token, await payingWith(CARDS.visa), 'key-b');
    await charge(token, await payingWith(CARDS.visa));
    expect(charges().map((entry) => entry.idempotencyKey)).toEqual(['key-a', 'key-b', null]);
  });

  it("keeps one account's key to itself: another account's same key charges that account", async () => {
    const patient = await tokenFor('patient@example.com');
    const visitor = await tokenFor('visitor@example.com');
    await charge(patient, await payingWith(CARDS.visa), 'shared');
    const theirs = await charge(visitor, await payingWith(CARDS.declined), 'shared');
    expect(theirs.body).toEqual({ success: false, error: 'Your card was declined.' });
    expect(charges().map((entry) => entry.account)).toEqual(['patient@example.com']);
  });

  it('repeats a decline for its key (the portal starts a new key for the next card)', async () => {
    const token = await tokenFor('patient@example.com');
    const declined = await payingWith(CARDS.declined);
    expect((await charge(token, declined, 'k')).body.error).toBe('Your card was declined.');
    const visa = await payingWith(CARDS.visa);
    expect((await charge(token, visa, 'k')).body.error).toBe('Your card was declined.');
    expect((await charge(token, visa, 'k2')).body.success).toBe(true);
    expect(charges()).toHaveLength(1);
  });

  it('leaves the key unused when the request is refused before any charge', async () => {
    const token = await tokenFor('patient@example.com');
    const method = await cardMethod(CARDS.visa);
    const refused = await charge(
      token,
      { payment_method_id: method, sickNote: { ...sickNote, timeOffReason: '' } },
      'k',
    );
    expect(refused.body.success).toBe(false);
    const paid = await charge(token, await payingWith(CARDS.visa), 'k');
    expect(paid.body.success).toBe(true);
  });

  it('records a charge confirmed after the bank check under the key that started it', async () => {
    const token = await tokenFor('patient@example.com');
    const reply = await charge(token, await payingWith(CARDS.redirect), 'bank');
    const secret = String(reply.body.payment_intent_client_secret);
    const intentId = secret.split('_secret_')[0] ?? '';
    expect(charges()).toEqual([]);
    await fetch(`${MOCK_CARD_API}/v1/payment_intents/${intentId}/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_secret: secret, outcome: 'complete' }),
    });
    const confirmed = await charge(token, { payment_intent_id: intentId, sickNote }, 'bank');
    expect(confirmed.body.success).toBe(true);
    // The key now answers the confirmed outcome.
    const again = await charge(token, await payingWith(CARDS.visa), 'bank');
    expect(again.body.success).toBe(true);
    expect(charges()).toMatchObject([{ idempotencyKey: 'bank', paymentIntentId: intentId }]);
  });

  it('a lost reply: the charge is made, the answer is a network error, the same key answers it', async () => {
    const token = await tokenFor('patient@example.com');
    const body = await payingWith(CARDS.visa);
    failNext('POST', '/sick-note/charge', 'lostReply');
    await expect(charge(token, body, 'lost')).rejects.toThrow(TypeError);
    expect(charges()).toHaveLength(1);
    // With another card method (a reload makes a new one): the key alone answers, since the mock
    // clinic also answers a repeated method with its first outcome.
    const check = await charge(token, await payingWith(CARDS.visa), 'lost');
    expect(check.body.success).toBe(true);
    expect(charges()).toHaveLength(1);
    expect(db.state.sickNoteRequests).toHaveLength(1);
  });

  it('charges() is a copy, emptied by reset()', async () => {
    const token = await tokenFor('patient@example.com');
    await charge(token, await payingWith(CARDS.visa), 'c');
    const copy = charges();
    copy.pop();
    expect(charges()).toHaveLength(1);
    reset();
    expect(charges()).toEqual([]);
  });
});

describe('POST /sick-note/charge for a blocked account', () => {
  it('is refused with the blocked message and charges nothing', async () => {
    const token = await tokenFor('blocked@example.com');
    const refused = await charge(token, await payingWith(CARDS.visa), 'b');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      error:
        'Your account has been blocked. Please walk-in to the clinic during our regular business hours.',
    });
    expect(refused.cacheControl).toBe('no-store');
    expect(charges()).toEqual([]);
  });
});
