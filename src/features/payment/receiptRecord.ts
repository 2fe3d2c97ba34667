// What a payment leaves for its receipt (src/features/receipts): the request and the card as this
// tab knew them before charging, and what the service's success answer says of the payment.

import type { User } from '../../api/types';
import { isRecord } from '../../lib/isRecord';
import {
  findReceipt,
  instantOf,
  patientNameOf,
  receiptAmountOf,
  recordReceipt,
  referenceOf,
  serviceOf,
  takePendingReceipt,
  type PaidFacts,
  type PendingReceipt,
  type ReceiptCard,
} from '../receipts';
import type { RequestData } from '../requests';
import type { ChargeOutcome } from './chargeReply';

/**
 * The reference, sum and time a success answer gives (its extras), each null when it does not.
 * `intent` is the payment intent this tab already knows (the bank's check), used when the answer
 * names none. A client secret is never taken for a reference.
 */
export function paidFactsOf(outcome: ChargeOutcome | null, intent: string | null): PaidFacts {
  const given: unknown = outcome?.kind === 'reply' ? outcome.reply.extras : undefined;
  const extras = isRecord(given) ? given : {};
  return {
    reference: referenceOf(extras.paymentIntentId) ?? referenceOf(intent),
    amount: receiptAmountOf(extras.amount),
    paidAt: instantOf(extras.paidAt),
  };
}

/** What the receipt of this request will say before the payment's answer; null if it cannot. */
export function pendingReceiptOf(
  request: Pick<RequestData, 'formType' | 'timeOffIsFor' | 'pageCount' | 'calculatedPrice'> | null,
  user: Pick<User, 'id' | 'firstName' | 'lastName'> | null,
  card: ReceiptCard | null,
): PendingReceipt | null {
  const service = request ? serviceOf(request) : null;
  const amount = receiptAmountOf(request?.calculatedPrice);
  // A receipt is shown to its owner alone: without a known patient there is none to keep.
  if (!service || amount === null || !user?.id) return null;
  return { service, amount, patientName: patientNameOf(user), card, ownerId: user.id };
}

/**
 * Back from the bank's page, the payment confirmed: the receipt from what this tab kept before
 * leaving (else the request draft, without the card) and the confirmation's answer. A reload
 * confirms again and finds the receipt already kept. Null when nothing tells what was paid for.
 */
export function receiptOnReturn(
  formType: RequestData['formType'],
  facts: PaidFacts,
  draft: RequestData | null,
  user: Pick<User, 'id' | 'firstName' | 'lastName'> | null,
): string | null {
  const taken = takePendingReceipt();
  // Another patient's pending receipt is not this payment's (a login since would have dropped it).
  const kept = taken && (!user?.id || taken.ownerId === user.id) ? taken : null;
  const owner = kept?.ownerId ?? user?.id ?? null;
  const earlier = facts.reference ? findReceipt(facts.reference, owner) : null;
  if (earlier) return earlier.id;
  const kind = formType === 'sick-note' ? 'sick-note' : 'form';
  const pending =
    kept?.service.kind === kind
      ? kept
      : pendingReceiptOf(draft?.formType === formType ? draft : null, user, null);
  return pending ? recordReceipt(pending, facts) : null;
}
