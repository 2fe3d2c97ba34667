// The payment's next step from each answer of POST /sick-note/charge (docs/requests.md#charge-answers,
// docs/requests.md#payment-messages). Pure, so every reply the service may give is tested without a browser or a card.
//
//   charge(payment_method_id) ─ success ───────────────▶ succeeded
//                             ├ requires_action + url ─▶ redirect (bank page, back to /success)
//                             ├ requires_action ───────▶ authenticate in place ─▶ confirm
//                             └ error / else ──────────▶ failed ('Card failed.' or the text)
//   confirm(payment_intent_id) ─ success ──────────────▶ succeeded
//                              └ anything else ────────▶ failed, confirmation
//                                                        ('Payment confirmation failed' or the text)
//   either, no answer at all (network, timeout) ───────▶ unconfirmed: the card may have been
//                                                        charged; ask again with the same key

import { msgKey, msgText, type Msg } from '../../api/message';
import type { ChargeReply } from '../../api/types';
import type { ServiceFailure } from '../../state/serviceThunk';

export type ChargePhase = 'charge' | 'confirm';

/** What the call gave: a reply body, or a failure (with the server's text when it sent one). */
export type ChargeOutcome =
  | { kind: 'reply'; reply: ChargeReply }
  | { kind: 'failure'; serverText: string | null; sessionMessage: Msg | null }
  /** No answer came (a dropped connection, a timeout): whether it charged is not known. */
  | { kind: 'lost' };

/**
 * A charge call's failure (src/state/serviceThunk.ts) as nextPaymentStep needs it: no answer is
 * 'lost' (whether it charged is not known); an ended session says so in its words; a refusal
 * (4xx) carries the service's own text when it sent one (its words are a text, never one of our
 * keys); a crash (5xx) or a fault of ours carries none.
 */
export function chargeFailureOutcome(failure: Pick<ServiceFailure, 'kind' | 'msg'>): ChargeOutcome {
  if (failure.kind === 'network') return { kind: 'lost' };
  return {
    kind: 'failure',
    sessionMessage: failure.kind === 'tokenNotValid' ? failure.msg : null,
    serverText: failure.kind === 'refused' && 'text' in failure.msg ? failure.msg.text : null,
  };
}

export type PaymentStep =
  | { kind: 'succeeded'; formId: string | null; accessToken: string | null }
  | { kind: 'redirect'; url: string }
  | { kind: 'authenticate'; clientSecret: string }
  | { kind: 'failed'; message: Msg; confirmation: boolean }
  | { kind: 'unconfirmed' };

export const PAYMENT_MESSAGES = {
  cardValidation: msgKey('payment:errors.cardValidation'),
  cardFailed: msgKey('payment:errors.cardFailed'),
  processing: msgKey('payment:errors.processing'),
  confirmation: msgKey('payment:errors.confirmation'),
} as const;

const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The bank's page is followed only over https: (review finding 16): never http:, javascript:,
 * data: or a relative trick. `ownOrigin` is the portal's own origin where its own page stands in
 * for the bank (the mock clinic's, served over http: on a developer's machine); null otherwise.
 */
export function isSafeRedirect(url: string, ownOrigin: string | null = null): boolean {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:') return true;
    return ownOrigin !== null && parsed.protocol === 'http:' && parsed.origin === ownOrigin;
  } catch {
    return false;
  }
}

/** In a mock build the bank's page is the app's own; a real build follows only https:. */
const bankPageOrigin = (): string | null =>
  import.meta.env.VITE_API_MOCK === 'true' ? (globalThis.location?.origin ?? null) : null;

function failed(phase: ChargePhase, text: string | null | undefined): PaymentStep {
  const fallback =
    phase === 'confirm' ? PAYMENT_MESSAGES.confirmation : PAYMENT_MESSAGES.cardFailed;
  return {
    kind: 'failed',
    message: nonEmpty(text) ? msgText(text) : fallback,
    confirmation: phase === 'confirm',
  };
}

export function nextPaymentStep(outcome: ChargeOutcome, phase: ChargePhase): PaymentStep {
  if (outcome.kind === 'lost') return { kind: 'unconfirmed' };
  if (outcome.kind === 'failure') {
    if (outcome.sessionMessage) {
      return { kind: 'failed', message: outcome.sessionMessage, confirmation: phase === 'confirm' };
    }
    if (nonEmpty(outcome.serverText)) return failed(phase, outcome.serverText);
    return phase === 'confirm'
      ? failed(phase, null)
      : { kind: 'failed', message: PAYMENT_MESSAGES.processing, confirmation: false };
  }
  const { reply } = outcome;
  if (nonEmpty(reply.error)) return failed(phase, reply.error);
  if (reply.success === true) {
    return {
      kind: 'succeeded',
      formId: reply.formId ?? reply.extras?.formId ?? null,
      accessToken: reply.accessToken ?? reply.extras?.accessToken ?? null,
    };
  }
  if (reply.requires_action === true && phase === 'charge') {
    const action = reply.next_action;
    if (action?.type === 'redirect_to_url') {
      const url = action.redirect_to_url?.url;
      return nonEmpty(url) && isSafeRedirect(url, bankPageOrigin())
        ? { kind: 'redirect', url }
        : { kind: 'failed', message: PAYMENT_MESSAGES.processing, confirmation: false };
    }
    if (nonEmpty(reply.payment_intent_client_secret)) {
      return { kind: 'authenticate', clientSecret: reply.payment_intent_client_secret };
    }
    return { kind: 'failed', message: PAYMENT_MESSAGES.processing, confirmation: false };
  }
  // Not a success, no action the portal can take: the service's words, else the spec's.
  return failed(phase, reply.extras?.message);
}

/**
 * True when the service answered that this attempt charged nothing (a decline, a refusal): the
 * next card is a new attempt with a new Idempotency-Key. Not after a lost answer or a crash (5xx),
 * which may have charged: the same key then asks the service for the first outcome.
 */
export function endsAttempt(outcome: ChargeOutcome, step: PaymentStep): boolean {
  if (step.kind !== 'failed') return false;
  return outcome.kind === 'reply' || (outcome.kind === 'failure' && outcome.serverText !== null);
}

/** docs/requests.md#charge-answers: a payment identifier longer than 24 characters is an access token. */
export const FORM_ID_MAX_LENGTH = 24;

export function identifierKind(identifier: string): 'accessToken' | 'formId' {
  return identifier.length > FORM_ID_MAX_LENGTH ? 'accessToken' : 'formId';
}

/** The upload page for one identifier, told apart by its length. */
export function uploadPathFor(identifier: string): string {
  const encoded = encodeURIComponent(identifier);
  return identifierKind(identifier) === 'accessToken'
    ? `/school-work-form/upload-token/${encoded}`
    : `/school-work-form/upload/${encoded}`;
}

/** The upload page of a paid form: by its access token when there is one, else by its id. */
export function uploadPath(ids: { formId: string | null; accessToken: string | null }): string {
  if (ids.accessToken)
    return `/school-work-form/upload-token/${encodeURIComponent(ids.accessToken)}`;
  if (ids.formId) return uploadPathFor(ids.formId);
  return '/dashboard';
}

/** After a successful payment: a sick note shows its dialog, a form goes to its upload page. */
export function afterPayment(
  formType: 'sick-note' | 'school-work-form',
  ids: { formId: string | null; accessToken: string | null },
): { kind: 'dialog' } | { kind: 'upload'; path: string } {
  return formType === 'sick-note' ? { kind: 'dialog' } : { kind: 'upload', path: uploadPath(ids) };
}
