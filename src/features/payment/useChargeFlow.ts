import { useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Msg } from '../../api/message';
import type { ChargePayload } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { leftBank, markAtBank } from '../../lib/paymentAtBankMark';
import { selectUser } from '../../state/user/slice';
import { keepPendingReceipt, recordReceipt, type ReceiptCard } from '../receipts';
import { endPaymentAttempt, paid, paymentKey, type RequestData } from '../requests';
import {
  afterPayment,
  endsAttempt,
  nextPaymentStep,
  PAYMENT_MESSAGES,
  type ChargeOutcome,
  type ChargePhase,
  type PaymentStep,
} from './chargeReply';
import { chargeRequestOf } from './chargeRequest';
import type { CardPaymentHandle } from './provider';
import { paidFactsOf, pendingReceiptOf } from './receiptRecord';
import { chargeCard, chargeOutcomeOf } from './thunks';
import { goToUpload } from './uploadLink';

/** One charge call as sent: a lost answer is asked about by sending it again, unchanged. */
interface ChargeCall {
  payload: ChargePayload;
  phase: ChargePhase;
  key: string;
}

/**
 * After a charge call got no answer: 'checking' while the service is asked what became of it,
 * 'unknown' when that could not be learnt either, 'rechecking' when the patient asks again.
 * Pay stays disabled in all three.
 */
export type LostReplyCheck = 'checking' | 'unknown' | 'rechecking' | null;

export interface ChargeFlow {
  /** The card field's handle, set by the provider's CardField. */
  cardRef: RefObject<CardPaymentHandle | null>;
  /** A payment is in flight: nothing may change and Pay stays disabled. */
  busy: boolean;
  error: Msg | null;
  check: LostReplyCheck;
  dialog: 'success' | 'confirmation' | null;
  /** The receipt of the payment that just succeeded here, when one could be made. */
  receiptId: string | null;
  closeDialog: () => void;
  /** 'Pay now': does nothing while a payment is in flight or a lost answer is unresolved. */
  pay: () => Promise<void>;
  /** Asks the service again what became of the call whose answer was lost. */
  checkAgain: () => Promise<void>;
}

/**
 * The charge of one request, from 'Pay now' to its end: the card method, the charge, the bank's
 * check in place, and a lost answer asked about with the same key, so a double click or a lost
 * reply never charges twice.
 */
export function useChargeFlow(
  formType: RequestData['formType'],
  request: RequestData,
  online: boolean,
): ChargeFlow {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const card = useRef<CardPaymentHandle | null>(null);
  // For the receipt: the card as the provider described it, and the latest answer.
  const methodCard = useRef<ReceiptCard | null>(null);
  const lastOutcome = useRef<ChargeOutcome | null>(null);
  const [receiptId, setReceiptId] = useState<string | null>(null);
  // A ref, not state: a second click in the same frame must find the payment already started.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Msg | null>(null);
  const [dialog, setDialog] = useState<'success' | 'confirmation' | null>(null);
  const [check, setCheck] = useState<LostReplyCheck>(null);
  // The call whose answer was lost, to be sent again as it was.
  const lostCall = useRef<ChargeCall | null>(null);

  const ids = { formId: request.formId, accessToken: request.accessToken };

  const fail = (message: Msg) => {
    inFlight.current = false;
    setBusy(false);
    setError(message);
  };

  /** Sends a call; a decline or refusal ends the attempt, so the next card gets a new key. */
  const send = async (call: ChargeCall): Promise<PaymentStep> => {
    const outcome = chargeOutcomeOf(
      await dispatch(chargeCard({ payload: call.payload, options: { idempotencyKey: call.key } })),
    );
    lastOutcome.current = outcome;
    const step = nextPaymentStep(outcome, call.phase);
    if (endsAttempt(outcome, step)) endPaymentAttempt();
    return step;
  };

  /**
   * Sends a call; when its answer is lost, asks the service what became of it by sending the
   * same call with the same key (the service answers the first outcome and charges nothing
   * more). Null when that answer is lost too: the page then says so and keeps Pay disabled.
   */
  const sendChecked = async (call: ChargeCall): Promise<PaymentStep | null> => {
    const step = await send(call);
    if (step.kind !== 'unconfirmed') return step;
    lostCall.current = call;
    return checkLost(call);
  };

  const checkLost = async (call: ChargeCall, again = false): Promise<PaymentStep | null> => {
    setCheck(again ? 'rechecking' : 'checking');
    setError(null);
    const step = await send(call);
    if (step.kind === 'unconfirmed') {
      inFlight.current = false;
      setBusy(false);
      setCheck('unknown');
      return null;
    }
    lostCall.current = null;
    setCheck(null);
    return step;
  };

  /** Carries a payment on from the service's answer: the bank check in place, then the end. */
  const proceed = async (first: PaymentStep, call: ChargeCall) => {
    let step = first;
    let intent: string | null = null;
    if (step.kind === 'authenticate') {
      const handle = card.current;
      // The patient now answers the bank in Stripe's frame, for as long as the bank needs: that
      // is activity (src/features/auth/useIdleLogout.ts), and a logout meanwhile keeps what the
      // confirmation needs (src/lib/storage.ts, payment at the bank).
      markAtBank(user?.id ?? null);
      const action = handle ? await handle.handleCardAction(step.clientSecret) : null;
      if (!action?.ok) {
        // The bank check was not passed: nothing was charged.
        endPaymentAttempt();
        return fail(action?.message ?? PAYMENT_MESSAGES.processing);
      }
      intent = action.paymentIntentId;
      const confirmed = await sendChecked({
        payload: { payment_intent_id: action.paymentIntentId, sickNote: call.payload.sickNote },
        phase: 'confirm',
        key: call.key,
      });
      if (!confirmed) return;
      step = confirmed;
    }

    switch (step.kind) {
      case 'redirect': {
        // The bank's page; the patient comes back to the success route. Stays busy meanwhile.
        // Only this tab knows the card and the request's price: kept for the receipt.
        const pending = pendingReceiptOf(request, user, methodCard.current);
        if (pending) keepPendingReceipt(pending);
        // The return from the bank is not idle, and what it needs outlives a logout meanwhile.
        markAtBank(user?.id ?? null);
        window.location.assign(step.url);
        return;
      }
      case 'authenticate':
      case 'unconfirmed':
        return fail(PAYMENT_MESSAGES.processing);
      case 'failed':
        fail(step.message);
        if (step.confirmation) setDialog('confirmation');
        return;
      case 'succeeded': {
        const paidIds = {
          formId: step.formId ?? ids.formId,
          accessToken: step.accessToken ?? ids.accessToken,
        };
        leftBank();
        dispatch(paid(paidIds));
        const pending = pendingReceiptOf(request, user, methodCard.current);
        const kept = pending
          ? recordReceipt(pending, paidFactsOf(lastOutcome.current, intent))
          : null;
        setReceiptId(kept);
        inFlight.current = false;
        setBusy(false);
        const next = afterPayment(formType, paidIds);
        if (next.kind === 'dialog') {
          setDialog('success');
          return;
        }
        // The upload page is this payment's success screen: it offers the receipt (history
        // state, so a reload keeps the link and the address carries nothing).
        navigate(goToUpload(paidIds), { replace: true, state: kept ? { receiptId: kept } : null });
      }
    }
  };

  const pay = async () => {
    const handle = card.current;
    const charged = chargeRequestOf(request);
    if (inFlight.current || check !== null || !online || !handle || !charged) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);

    const method = await handle.createPaymentMethod();
    if (!method.ok) return fail(method.message ?? PAYMENT_MESSAGES.cardValidation);
    methodCard.current = method.card ?? null;
    const call: ChargeCall = {
      payload: { payment_method_id: method.paymentMethodId, sickNote: charged },
      phase: 'charge',
      key: paymentKey(),
    };
    const step = await sendChecked(call);
    if (step) await proceed(step, call);
  };

  const checkAgain = async () => {
    const call = lostCall.current;
    if (inFlight.current || !call) return;
    inFlight.current = true;
    setBusy(true);
    const step = await checkLost(call, true);
    if (step) await proceed(step, call);
  };

  return {
    cardRef: card,
    busy,
    error,
    check,
    dialog,
    receiptId,
    closeDialog: () => setDialog(null),
    pay,
    checkAgain,
  };
}
