// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MOCK_CARD_API } from '../../src/testing/mock-clinic/cardProvider';
import { db } from '../../src/testing/mock-clinic/db';
import { WAITING_FORM_ID } from '../../src/testing/mock-clinic/seed';
import { payingWith, sickNoteToPay } from '../builders/sickNoteCharge';
import { api, CARDS, cardMethod, postJson, tokenFor } from '../mocks/helpers';
import { sendsOffContract } from '../utils/offContract';

async function authenticate(clientSecret: string, outcome: 'complete' | 'fail') {
  const id = clientSecret.split('_secret_')[0] ?? '';
  const response = await fetch(`${MOCK_CARD_API}/v1/payment_intents/${id}/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_secret: clientSecret, outcome }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const charge = (token: string, body: Record<string, unknown>) =>
  postJson('/sick-note/charge', body, token);

/** A three-page form for a return to work, agreed to, as the save call carries it. */
const formRequest = (over: Record<string, unknown> = {}) => ({
  formType: 'school-work-form',
  timeOffIsFor: 'work',
  timeOffReason: 'RTW',
  pageCount: 3,
  isAgreed: true,
  ...over,
});

const saveForm = (token: string, body: Record<string, unknown>) =>
  postJson('/services2/sicknote/save_school_work_form', body, token);

describe('POST /services/sicknote/validate', () => {
  sendsOffContract();
  it('says a B.C. card holder is MSP-eligible and a visitor is not', async () => {
    const patient = await postJson(
      '/services/sicknote/validate',
      sickNoteToPay(),
      await tokenFor('patient@example.com'),
    );
    expect(patient.body).toEqual({ success: true, extras: { isBCServiceValid: true } });
    const visitor = await postJson(
      '/services/sicknote/validate',
      sickNoteToPay(),
      await tokenFor('visitor@example.com'),
    );
    expect(visitor.body).toEqual({ success: true, extras: { isBCServiceValid: false } });
  });

  it('lets a child ask for school only, and checks the dates', async () => {
    const token = await tokenFor('child@example.com');
    const work = await postJson('/services/sicknote/validate', sickNoteToPay('work'), token);
    expect(work.body).toEqual({
      success: false,
      message: 'A patient 12 or younger may only request a sick note for school.',
    });
    const school = await postJson('/services/sicknote/validate', sickNoteToPay('school'), token);
    expect(school.body.success).toBe(true);
    const late = await postJson(
      '/services/sicknote/validate',
      { ...sickNoteToPay('school'), endOfTimeOff: '2099-01-01' },
      token,
    );
    expect(late.body.message).toBe('The end date must be from the start date to 6 days after it.');
  });

  it('needs a session', async () => {
    const response = await postJson('/services/sicknote/validate', sickNoteToPay());
    expect(response.status).toBe(401);
  });
});

describe('forms: validate and save', () => {
  sendsOffContract();
  it('prices a 3-page work form at $400 and a disability form at $750', async () => {
    const token = await tokenFor('patient@example.com');
    const form = { formType: 'school-work-form', timeOffReason: 'Return to work', isAgreed: true };
    const work = await postJson(
      '/services/schoolworkform/validate',
      { ...form, timeOffIsFor: 'work', pageCount: 3 },
      token,
    );
    expect((work.body.extras as { calculatedPrice: number }).calculatedPrice).toBe(400);
    const disability = await postJson(
      '/services/schoolworkform/validate',
      { ...form, timeOffIsFor: 'disability', pageCount: 7 },
      token,
    );
    expect((disability.body.extras as { calculatedPrice: number }).calculatedPrice).toBe(750);
    const bad = await postJson(
      '/services/schoolworkform/validate',
      { ...form, timeOffIsFor: 'work', pageCount: 100 },
      token,
    );
    expect(bad.body).toEqual({
      success: false,
      message: 'Please enter a valid number of pages (1-99)',
    });
  });

  it('saves an unpaid form once and updates it when sent again with its id', async () => {
    const token = await tokenFor('patient@example.com');
    const form = formRequest();
    const first = await saveForm(token, form);
    expect(first.body.success).toBe(true);
    expect(String(first.body.accessToken).length).toBeGreaterThan(24);
    const again = await saveForm(token, { ...form, formId: first.body.formId, pageCount: 1 });
    expect(again.body.formId).toBe(first.body.formId);
    const saved = db.state.schoolWorkForms.filter((f) => f.formId === first.body.formId);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ pageCount: 1, calculatedPrice: 250, paymentComplete: false });
    const paid = await saveForm(token, { ...form, formId: WAITING_FORM_ID });
    expect(paid.body).toEqual({ success: false, error: 'This form has already been paid.' });
  });
});

describe('POST /sick-note/charge', () => {
  sendsOffContract();
  it('charges a sick note once, at the MSP-eligible price, however often the method is sent', async () => {
    const token = await tokenFor('patient@example.com');
    const method = await cardMethod(CARDS.visa);
    const [first, second] = await Promise.all([
      charge(token, { payment_method_id: method, sickNote: sickNoteToPay() }),
      charge(token, { payment_method_id: method, sickNote: sickNoteToPay() }),
    ]);
    expect(first.body.success).toBe(true);
    expect(second.body.success).toBe(true);
    expect(db.state.paymentIntents.filter((pi) => pi.paymentMethodId === method)).toHaveLength(1);
    expect(db.state.sickNoteRequests).toHaveLength(1);
    expect(db.state.sickNoteRequests[0]).toMatchObject({
      price: 65,
      isPrivate: false,
      timeOffIsFor: 'work',
    });
  });

  it('charges a visitor the private price', async () => {
    const token = await tokenFor('visitor@example.com');
    await charge(token, await payingWith(CARDS.visa));
    expect(db.state.sickNoteRequests[0]).toMatchObject({ price: 130, isPrivate: true });
  });

  it('declines 4000 0000 0000 0002 and stores nothing', async () => {
    const token = await tokenFor('patient@example.com');
    const declined = await charge(token, await payingWith(CARDS.declined));
    expect(declined.body).toEqual({ success: false, error: 'Your card was declined.' });
    expect(db.state.sickNoteRequests).toHaveLength(0);
  });

  it('sends 4000 0027 6000 3184 to the authentication page and confirms after it', async () => {
    const token = await tokenFor('patient@example.com');
    const reply = await charge(token, await payingWith(CARDS.redirect));
    expect(reply.body.requires_action).toBe(true);
    const next = reply.body.next_action as { type: string; redirect_to_url: { url: string } };
    expect(next.type).toBe('redirect_to_url');
    const url = new URL(next.redirect_to_url.url);
    expect(url.pathname).toBe('/__mock/card-authentication');
    expect(new URL(url.searchParams.get('return_url') ?? '').pathname).toBe(
      '/sick-note/payment/success',
    );
    const secret = String(reply.body.payment_intent_client_secret);
    const intentId = secret.split('_secret_')[0];

    const early = await charge(token, { payment_intent_id: intentId, sickNote: sickNoteToPay() });
    expect(early.body.success).toBe(false);
    expect(db.state.sickNoteRequests).toHaveLength(0);

    expect((await authenticate(secret, 'complete')).status).toBe(200);
    const confirmed = await charge(token, {
      payment_intent_id: intentId,
      sickNote: sickNoteToPay(),
    });
    expect(confirmed.body.success).toBe(true);
    const repeated = await charge(token, {
      payment_intent_id: intentId,
      sickNote: sickNoteToPay(),
    });
    expect(repeated.body.success).toBe(true);
    expect(db.state.sickNoteRequests).toHaveLength(1);
  });

  it('refuses the payment when the card holder fails the authentication', async () => {
    const token = await tokenFor('patient@example.com');
    const reply = await charge(token, await payingWith(CARDS.redirect));
    const secret = String(reply.body.payment_intent_client_secret);
    const failed = await authenticate(secret, 'fail');
    expect(failed.status).toBe(402);
    const confirmed = await charge(token, {
      payment_intent_id: secret.split('_secret_')[0],
      sickNote: sickNoteToPay(),
    });
    expect(confirmed.body).toEqual({
      success: false,
      error:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
    expect(db.state.sickNoteRequests).toHaveLength(0);
  });

  it('asks for in-place authentication for 4000 0025 0000 3155', async () => {
    const token = await tokenFor('patient@example.com');
    const reply = await charge(token, await payingWith(CARDS.inPlace));
    expect(reply.body.requires_action).toBe(true);
    expect((reply.body.next_action as { type: string }).type).toBe('use_stripe_sdk');
    const secret = String(reply.body.payment_intent_client_secret);
    await authenticate(secret, 'complete');
    const confirmed = await charge(token, {
      payment_intent_id: secret.split('_secret_')[0],
      sickNote: sickNoteToPay(),
    });
    expect(confirmed.body.success).toBe(true);
  });

  it('marks a form paid only when its charge succeeds, at its saved price', async () => {
    const token = await tokenFor('patient@example.com');
    const saved = await saveForm(token, formRequest());
    const formId = String(saved.body.formId);
    const form = () => db.state.schoolWorkForms.find((f) => f.formId === formId);
    const payFor = { formType: 'school-work-form', formId };
    await charge(token, await payingWith(CARDS.declined, payFor));
    expect(form()?.paymentComplete).toBe(false);
    const paid = await charge(token, await payingWith(CARDS.visa, payFor));
    expect(paid.body).toMatchObject({ success: true, formId, accessToken: saved.body.accessToken });
    expect(form()?.paymentComplete).toBe(true);
    expect(
      db.state.paymentIntents.find((pi) => pi.formId === formId && pi.status === 'succeeded')
        ?.amount,
    ).toBe(400);
    const twice = await charge(token, await payingWith(CARDS.visa, payFor));
    expect(twice.body).toEqual({ success: false, error: 'This form has already been paid.' });
  });

  it("confirms a form's payment with the form's access token when the session is gone", async () => {
    const token = await tokenFor('patient@example.com');
    const saved = await saveForm(
      token,
      formRequest({ timeOffIsFor: 'school', timeOffReason: 'Camp', pageCount: 1 }),
    );
    const payFor = { formType: 'school-work-form', formId: saved.body.formId };
    const reply = await charge(token, await payingWith(CARDS.redirect, payFor));
    const secret = String(reply.body.payment_intent_client_secret);
    await authenticate(secret, 'complete');
    const response = await fetch(api('/sick-note/charge'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-access-token': String(saved.body.accessToken),
      },
      body: JSON.stringify({ payment_intent_id: secret.split('_secret_')[0], sickNote: payFor }),
    });
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
    // The form's token can confirm; it cannot start a new charge.
    const start = await fetch(api('/sick-note/charge'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-access-token': String(saved.body.accessToken),
      },
      body: JSON.stringify(await payingWith(CARDS.visa, payFor)),
    });
    expect(start.status).toBe(401);
  });

  it('refuses a card that is not a test card, as Stripe test mode does', async () => {
    const response = await fetch(`${MOCK_CARD_API}/v1/payment_methods`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ number: '5555555555554444' }),
    });
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ error: { message: 'Your card number is incorrect.' } });
  });
});
