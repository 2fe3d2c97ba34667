// POST /sick-note/charge (docs/requests.md#charge-answers, docs/calls.md#request-and-payment-calls): charges the card method for the request, or
// confirms a payment intent after card authentication. The price is the service's own (the
// patient's card status for a sick note, the saved form's for a form), never the client's.
// A payment method is charged at most once: repeating it answers the first attempt's outcome.
// So is an Idempotency-Key (per account): a call that repeats a key, whatever card it now names,
// answers the outcome of the charge the key first started instead of charging again. A call
// refused before any charge was started (a bad request, an unknown card) leaves its key unused.
// Every charge made is written to the ledger (db.state.charges, mockClinic.charges()).

import { HttpResponse } from 'msw';
import type { ChargeReply } from '../../../api/types';
import { sickNotePrice } from '../../../lib/sickNote';
import { CARD_TEXTS } from '../cardProvider';
import { db, findUserById, findUserByToken } from '../db';
import type { MockPaymentIntent, MockSchoolWorkForm } from '../formsTypes';
import { bankPageUrl } from '../hostedPages';
import { createRecordId, createToken } from '../ids';
import { appUrl } from '../mail';
import { tokenNotValid } from '../replies';
import { checkSickNote, isBCServiceValid, REQUEST_TEXTS } from '../requestRules';
import type { UserRecord } from '../types';
import { readBody, text, type Body } from './body';
import { route } from './route';
import { tokenOf } from './session';

interface Caller {
  user: UserRecord;
  /** Set when the caller holds a form's access token instead of a session. */
  formId: string | null;
}

/** A session, or (after the authentication redirect) the access token of the form being paid. */
function callerOf(request: Request): Caller {
  const token = tokenOf(request);
  const user = findUserByToken(token);
  if (user) return { user, formId: null };
  const form = token ? db.state.schoolWorkForms.find((f) => f.accessToken === token) : undefined;
  const owner = form ? findUserById(form.userId) : undefined;
  if (form && owner) return { user: owner, formId: form.formId };
  throw tokenNotValid();
}

const json = (reply: ChargeReply, status = 200) =>
  HttpResponse.json<ChargeReply>(reply, { status });

const isRecord = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function formOf(intent: MockPaymentIntent): MockSchoolWorkForm | undefined {
  return intent.formId
    ? db.state.schoolWorkForms.find((form) => form.formId === intent.formId)
    : undefined;
}

/** Where the bank's page sends the card holder back: the success route of the request. */
function returnPath(intent: MockPaymentIntent): string {
  return intent.formType === 'school-work-form'
    ? '/school-work-form/payment/success?formType=school-work-form'
    : '/sick-note/payment/success';
}

/** The Idempotency-Key the call was sent with; a real service would cap its length likewise. */
function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get('Idempotency-Key')?.trim() ?? '';
  return key ? key.slice(0, 255) : null;
}

function succeed(intent: MockPaymentIntent): void {
  if (intent.status === 'succeeded') return;
  const now = new Date().toISOString();
  intent.status = 'succeeded';
  db.state.charges.push({
    idempotencyKey:
      db.state.chargeKeys.find((entry) => entry.paymentIntentId === intent.id)?.key ?? null,
    userId: intent.userId,
    account: findUserById(intent.userId)?.profile.email ?? '',
    amount: intent.amount,
    formType: intent.formType,
    formId: intent.formId,
    paymentIntentId: intent.id,
    chargedAt: now,
  });
  const form = formOf(intent);
  if (form) {
    form.paymentComplete = true;
    form.paidAt = now;
    form.submittedDate = now;
  } else if (intent.sickNote) {
    db.state.sickNoteRequests.push({
      id: createRecordId(),
      userId: intent.userId,
      ...intent.sickNote,
      isPrivate: intent.isPrivate,
      price: intent.amount,
      paymentIntentId: intent.id,
      paidAt: now,
    });
  }
}

/** What an intent's current state answers; the same for a repeated call. */
function replyFor(intent: MockPaymentIntent): Response {
  if (intent.status === 'succeeded') {
    const form = formOf(intent);
    const ids = form ? { formId: form.formId, accessToken: form.accessToken } : {};
    // What a receipt needs (docs/requests.md#receipts): the reference, the sum charged and when.
    const charged = db.state.charges.find((entry) => entry.paymentIntentId === intent.id);
    const extras = {
      ...ids,
      message: 'Payment successful',
      paymentIntentId: intent.id,
      amount: intent.amount,
      paidAt: charged?.chargedAt ?? null,
    };
    return json({ success: true, ...ids, extras });
  }
  if (intent.status === 'requires_action' && intent.authenticated === null) {
    const redirect = intent.authentication === 'redirect';
    const query = new URLSearchParams({
      payment_intent: intent.id,
      client_secret: intent.clientSecret,
      return_url: appUrl(returnPath(intent)),
    });
    return json({
      requires_action: true,
      payment_intent_client_secret: intent.clientSecret,
      next_action: redirect
        ? {
            type: 'redirect_to_url',
            redirect_to_url: {
              url: bankPageUrl(query),
              return_url: appUrl(returnPath(intent)),
            },
          }
        : { type: 'use_stripe_sdk' },
    });
  }
  return json({ success: false, error: intent.error ?? CARD_TEXTS.declined });
}

function confirm(intentId: string, caller: Caller): Response {
  const intent = db.state.paymentIntents.find((candidate) => candidate.id === intentId);
  const allowed =
    intent &&
    intent.userId === caller.user.profile.id &&
    (caller.formId === null || caller.formId === intent.formId);
  if (!intent || !allowed) return json({ success: false, error: CARD_TEXTS.noSuchIntent }, 404);
  if (intent.status === 'requires_action') {
    if (intent.authenticated === null) {
      return json({ success: false, error: CARD_TEXTS.notAuthenticated });
    }
    if (intent.authenticated) succeed(intent);
    else {
      intent.status = 'requires_payment_method';
      intent.error = CARD_TEXTS.authenticationFailed;
    }
    db.save();
  }
  return replyFor(intent);
}

export const chargeHandlers = [
  route('post', '/sick-note/charge', async ({ request }) => {
    const caller = callerOf(request);
    if (caller.user.profile.blocked) {
      return json({ success: false, error: REQUEST_TEXTS.blocked }, 403);
    }
    const body = await readBody(request);
    const intentId = text(body.payment_intent_id);
    // A confirmation is idempotent by its payment intent; the key plays no part in it.
    if (intentId) return confirm(intentId, caller);

    // Without a session only the confirmation above is allowed.
    if (caller.formId !== null) throw tokenNotValid();
    const user = caller.user.profile;
    const key = idempotencyKeyOf(request);
    const started = key
      ? db.state.chargeKeys.find((entry) => entry.key === key && entry.userId === user.id)
      : undefined;
    const first = started
      ? db.state.paymentIntents.find((intent) => intent.id === started.paymentIntentId)
      : undefined;
    if (first) return replyFor(first);
    const methodId = text(body.payment_method_id);
    const earlier = db.state.paymentIntents.find((intent) => intent.paymentMethodId === methodId);
    if (earlier && earlier.userId === user.id) return replyFor(earlier);
    const method = db.state.paymentMethods.find((candidate) => candidate.id === methodId);
    if (!method || earlier) return json({ success: false, error: CARD_TEXTS.noSuchMethod }, 400);

    const requested = isRecord(body.sickNote) ? body.sickNote : {};
    const isForm = text(requested.formType) === 'school-work-form';
    const newIntentId = `pi_${createRecordId()}`;
    const intent: MockPaymentIntent = {
      id: newIntentId,
      // Stripe's shape: the secret starts with the intent's id.
      clientSecret: `${newIntentId}_secret_${createToken()}`,
      paymentMethodId: method.id,
      userId: user.id,
      amount: 0,
      formType: isForm ? 'school-work-form' : 'sick-note',
      formId: null,
      sickNote: null,
      isPrivate: !isBCServiceValid(user),
      status: 'requires_action',
      authentication: null,
      authenticated: null,
      error: null,
      createdAt: Date.now(),
    };
    if (isForm) {
      const formId = text(requested.formId);
      const form = db.state.schoolWorkForms.find(
        (candidate) => candidate.formId === formId && candidate.userId === user.id,
      );
      if (!form) return json({ success: false, error: REQUEST_TEXTS.formNotFound }, 404);
      if (form.paymentComplete) return json({ success: false, error: REQUEST_TEXTS.alreadyPaid });
      intent.formId = form.formId;
      intent.amount = form.calculatedPrice;
    } else {
      const checked = checkSickNote(requested, user);
      if (!checked.ok) return json({ success: false, error: checked.message });
      intent.sickNote = checked.value;
      intent.amount = sickNotePrice(!intent.isPrivate, db.state.fees);
    }

    // The key's first outcome is this intent, whatever becomes of it.
    if (key) db.state.chargeKeys.push({ key, userId: user.id, paymentIntentId: intent.id });
    switch (method.behaviour) {
      case 'succeeds':
        succeed(intent);
        break;
      case 'declined':
        intent.status = 'requires_payment_method';
        intent.error = CARD_TEXTS.declined;
        break;
      case 'redirectAuthentication':
        intent.authentication = 'redirect';
        break;
      case 'inPlaceAuthentication':
        intent.authentication = 'inPlace';
        break;
    }
    db.state.paymentIntents.push(intent);
    db.save();
    return replyFor(intent);
  }),
];
