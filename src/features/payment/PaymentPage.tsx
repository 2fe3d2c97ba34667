import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Msg } from '../../api/message';
import { useAppDispatch } from '../../app/hooks';
import Spinner from '../../components/Spinner';
import { useMsg } from '../../i18n/useMsg';
import { ClinicOfflineNotice, useClinicOnline } from '../clinicStatus';
import {
  endPaymentAttempt,
  paid,
  paymentKey,
  requestCleared,
  requestPath,
  useRequestDraft,
} from '../requests';
import {
  afterPayment,
  endsAttempt,
  nextPaymentStep,
  PAYMENT_MESSAGES,
  type ChargePhase,
  type PaymentStep,
} from './chargeReply';
import { chargeRequestOf } from './chargeRequest';
import ConfirmationFailureDialog from './ConfirmationFailureDialog';
import type { CardPaymentHandle } from './provider';
import RequestSummary from './RequestSummary';
import SuccessDialog from './SuccessDialog';
import { chargeCard } from './thunks';
import type { ChargePayload } from '../../api/types';
import { usePaymentProvider } from './usePaymentProvider';
import '../../styles/request-flow.css';
import './payment.css';
import { goToUpload, keepUploadToken, uploadTarget } from './uploadLink';

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
type LostReplyCheck = 'checking' | 'unknown' | 'rechecking' | null;

/** /sick-note/payment and /school-work-form/payment: the card, 'Pay now' and 'Go back'. */
export default function PaymentPage() {
  const { t } = useTranslation(['payment', 'forms']);
  const render = useMsg();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const formType = pathname.startsWith('/school-work-form') ? 'school-work-form' : 'sick-note';
  const { ready, request } = useRequestDraft();
  const providerState = usePaymentProvider();
  const card = useRef<CardPaymentHandle | null>(null);
  // A ref, not state: a second click in the same frame must find the payment already started.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Msg | null>(null);
  const [dialog, setDialog] = useState<'success' | 'confirmation' | null>(null);
  const [check, setCheck] = useState<LostReplyCheck>(null);
  // The call whose answer was lost, to be sent again as it was.
  const lostCall = useRef<ChargeCall | null>(null);
  const online = useClinicOnline();

  if (!ready) return <Spinner />;

  const payable = request.formType === formType && request.validated && !request.paymentComplete;
  const paidHere = request.formType === formType && request.paymentComplete;
  const ids = { formId: request.formId, accessToken: request.accessToken };

  const fail = (message: Msg) => {
    inFlight.current = false;
    setBusy(false);
    setError(message);
  };

  /** Sends a call; a decline or refusal ends the attempt, so the next card gets a new key. */
  const send = async (call: ChargeCall): Promise<PaymentStep> => {
    const outcome = await dispatch(chargeCard(call.payload, { idempotencyKey: call.key }));
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
    if (step.kind === 'authenticate') {
      const handle = card.current;
      const action = handle ? await handle.handleCardAction(step.clientSecret) : null;
      if (!action?.ok) {
        // The bank check was not passed: nothing was charged.
        endPaymentAttempt();
        return fail(action?.message ?? PAYMENT_MESSAGES.processing);
      }
      const confirmed = await sendChecked({
        payload: { payment_intent_id: action.paymentIntentId, sickNote: call.payload.sickNote },
        phase: 'confirm',
        key: call.key,
      });
      if (!confirmed) return;
      step = confirmed;
    }

    switch (step.kind) {
      case 'redirect':
        // The bank's page; the patient comes back to the success route. Stays busy meanwhile.
        window.location.assign(step.url);
        return;
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
        dispatch(paid(paidIds));
        inFlight.current = false;
        setBusy(false);
        const next = afterPayment(formType, paidIds);
        if (next.kind === 'dialog') {
          setDialog('success');
          return;
        }
        navigate(goToUpload(paidIds), { replace: true });
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

  const toDashboard = () => {
    dispatch(requestCleared());
    navigate('/dashboard');
  };

  const onward =
    formType === 'school-work-form'
      ? { label: 'upload' as const, go: () => navigate(goToUpload(ids)) }
      : { label: 'dashboard' as const, go: toDashboard };

  return (
    <div className="container page-section pay-page">
      <p className="req-eyebrow">
        {t(`forms:flow.${formType}`)} · {t('forms:flow.step3')}
      </p>
      <h1 className="h2">{t('title')}</h1>

      {!payable && !paidHere && (
        <div className="alert alert-info">
          <p>{t('noRequest.body')}</p>
          <Link className="btn btn-primary" to={requestPath(formType)}>
            {t('noRequest.start')}
          </Link>
        </div>
      )}

      {paidHere && !dialog && (
        <div className="alert alert-success">
          <p>{t('noRequest.paid')}</p>
          {formType === 'school-work-form' ? (
            <Link
              className="btn btn-primary"
              to={uploadTarget(ids)}
              onClick={() => keepUploadToken(ids)}
            >
              {t('success.upload')}
            </Link>
          ) : (
            <button type="button" className="btn btn-primary" onClick={toDashboard}>
              {t('failure.dashboard')}
            </button>
          )}
        </div>
      )}

      {(payable || dialog) && (
        <>
          <p className="lead req-lead">{t('lead')}</p>
          <ClinicOfflineNotice />
          <div className="row g-4 align-items-start">
            <div className="col-lg-5 order-lg-2">
              <RequestSummary request={request} />
            </div>
            <div className="col-lg-7 order-lg-1">
              <section className="card" aria-labelledby="pay-card-title">
                <div className="card-body p-4">
                  <h2 id="pay-card-title" className="h5 mb-3">
                    {t('card.title')}
                  </h2>
                  {providerState.status === 'loading' && <Spinner />}
                  {providerState.status === 'unavailable' && (
                    <div className="alert alert-warning mb-0">{t('errors.unavailable')}</div>
                  )}
                  {providerState.status === 'ready' && (
                    <form
                      noValidate
                      onSubmit={(event) => {
                        event.preventDefault();
                        void pay();
                      }}
                    >
                      <providerState.provider.CardField
                        ref={card}
                        disabled={busy || !payable}
                        errorId={error ? 'pay-error' : undefined}
                      />
                      <div
                        id="pay-error"
                        className={error ? 'alert alert-danger mt-3 mb-0' : 'visually-hidden'}
                        role="alert"
                      >
                        {error ? render(error) : ''}
                      </div>
                      <div
                        className={
                          check
                            ? `alert ${check === 'unknown' ? 'alert-warning' : 'alert-info'} mt-3 mb-0`
                            : 'visually-hidden'
                        }
                        role="status"
                      >
                        {(check === 'checking' || check === 'rechecking') && (
                          <span className="d-flex align-items-center gap-2">
                            <Spinner inline />
                            {t('lostReply.checking')}
                          </span>
                        )}
                        {check === 'unknown' && (
                          <>
                            <p className="fw-semibold">{t('lostReply.unknown')}</p>
                            <p className="mb-0">{t('lostReply.doNotPay')}</p>
                          </>
                        )}
                      </div>
                      {(check === 'unknown' || check === 'rechecking') && (
                        <button
                          type="button"
                          className="btn btn-outline-primary mt-2"
                          disabled={busy}
                          onClick={() => void checkAgain()}
                        >
                          {t('lostReply.checkAgain')}
                        </button>
                      )}
                      <div className="req-actions mt-4">
                        <button
                          type="button"
                          className="btn btn-outline-secondary"
                          disabled={busy}
                          onClick={() => navigate(requestPath(formType))}
                        >
                          {t('actions.back')}
                        </button>
                        <button
                          type="submit"
                          className="btn btn-primary"
                          disabled={busy || !payable || check !== null || !online}
                          aria-busy={busy}
                        >
                          {busy && <Spinner inline />}
                          {busy ? t('actions.paying') : t('actions.pay')}
                        </button>
                      </div>
                    </form>
                  )}
                </div>
              </section>
            </div>
          </div>
        </>
      )}

      <SuccessDialog show={dialog === 'success'} onOk={toDashboard} />
      <ConfirmationFailureDialog
        show={dialog === 'confirmation'}
        message={error}
        onward={onward}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
