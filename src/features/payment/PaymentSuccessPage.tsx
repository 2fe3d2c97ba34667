import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Msg } from '../../api/message';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import Spinner from '../../components/Spinner';
import { useMsg } from '../../i18n/useMsg';
import { leftBank } from '../../lib/paymentAtBankMark';
import {
  clearDraft,
  currentPaymentKey,
  endPaymentAttempt,
  readDraft,
  requestCleared,
  requestPath,
} from '../requests';
import { endsAttempt, nextPaymentStep, PAYMENT_MESSAGES } from './chargeReply';
import { confirmRequestOf } from './chargeRequest';
import ConfirmationFailureDialog from './ConfirmationFailureDialog';
import FinishAfterLogin from './FinishAfterLogin';
import {
  cleanedSearch,
  readPaymentReturn,
  returnFromAddress,
  writePaymentReturn,
} from './paymentReturn';
import { chargeCard, chargeOutcomeOf } from './thunks';
import '../../styles/request-flow.css';
import './payment.css';
import OutcomeCard from './OutcomeCard';
import PaymentHeading from './PaymentHeading';
import UploadLink from './UploadLink';
import { goToUpload } from './uploadLink';
import { selectIsAuthenticated, selectSessionLoading, selectToken } from '../../state/auth';
import { selectUser, selectUserId } from '../../state/user/slice';
import { receiptPath } from '../receipts';
import { paidFactsOf, receiptOnReturn } from './receiptRecord';

type Outcome =
  | { kind: 'checking' }
  | {
      kind: 'success';
      formId: string | null;
      accessToken: string | null;
      /** The payment's receipt, kept by this tab (docs/requests.md#receipts). */
      receiptId: string | null;
    }
  | { kind: 'error'; message: Msg }
  /** The answer was lost, and so whether the payment went through. */
  | { kind: 'unknown' };

/**
 * /sick-note/payment/success and /school-work-form/payment/success: back from the bank's
 * authentication page, the charge is confirmed by its payment intent. Confirmed for a logged-in
 * patient, or for whoever holds the form's stored access token; anyone else with the intent in
 * the address (a session that ended while they were at the bank, another browser) is asked to
 * log in, and the route confirms it then. Without an intent it sends to /. The intent and its
 * client secret leave the address once read (history and the screen keep neither); the tab's
 * session storage keeps the intent for a reload and for that login.
 */
export default function PaymentSuccessPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname } = location;
  const [params] = useSearchParams();
  const token = useAppSelector(selectToken);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const loading = useAppSelector(selectSessionLoading);
  const userId = useAppSelector(selectUserId);
  const formType = pathname.startsWith('/school-work-form') ? 'school-work-form' : 'sick-note';
  // Read once: the draft is what this tab was paying for before it left for the bank; the
  // payment is the address's, else what a visit before a reload kept.
  const [draft] = useState(readDraft);
  const [fromAddress] = useState(() => returnFromAddress(params, formType));
  const [kept] = useState(() => readPaymentReturn(formType));
  const intent = fromAddress?.paymentIntent ?? kept?.paymentIntent ?? '';

  const waiting = token !== null && loading;
  const own = draft && (!isAuthenticated || draft.ownerId === userId) ? draft : null;
  const formToken =
    (own?.formType === formType ? own.accessToken : null) ?? (kept?.formToken || null);
  const canConfirm = intent !== '' && (isAuthenticated || formToken !== null);
  // The patient paying: the logged-in one, else the one whose draft this tab kept.
  const ownerId = isAuthenticated ? userId : (own?.ownerId ?? null);

  const search = location.search;
  const cleaned = cleanedSearch(search);
  useEffect(() => {
    if (waiting || !fromAddress) return;
    writePaymentReturn({ ...fromAddress, formToken, ownerId });
    if (cleaned !== search) {
      navigate(
        { pathname, search: cleaned, hash: location.hash },
        { replace: true, state: location.state as unknown },
      );
    }
  }, [waiting, fromAddress, formToken, ownerId, cleaned, search, pathname, location, navigate]);

  if (waiting) return <Spinner />;
  if (intent === '') return <Navigate to="/" replace />;
  if (!canConfirm) return <FinishAfterLogin formType={formType} />;
  return (
    <Confirmation
      formType={formType}
      intent={intent}
      draft={own}
      formToken={isAuthenticated ? null : formToken}
      loggedIn={isAuthenticated}
    />
  );
}

interface ConfirmationProps {
  formType: 'sick-note' | 'school-work-form';
  intent: string;
  draft: ReturnType<typeof readDraft>;
  formToken: string | null;
  loggedIn: boolean;
}

function Confirmation({ formType, intent, draft, formToken, loggedIn }: ConfirmationProps) {
  const { t } = useTranslation(['payment', 'forms']);
  const render = useMsg();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const [dialogOpen, setDialogOpen] = useState(false);
  const asked = useRef(false);

  const confirm = useCallback(async () => {
    setOutcome({ kind: 'checking' });
    const send = async () =>
      chargeOutcomeOf(
        await dispatch(
          chargeCard({
            payload: { payment_intent_id: intent, sickNote: confirmRequestOf(draft, formType) },
            options: { formAccessToken: formToken, idempotencyKey: currentPaymentKey() },
          }),
        ),
      );
    let result = await send();
    // A lost answer is asked about once more at once, as the payment page does.
    if (result.kind === 'lost') result = await send();
    const step = nextPaymentStep(result, 'confirm');
    if (step.kind === 'succeeded') {
      const formId = step.formId ?? draft?.formId ?? null;
      const accessToken = step.accessToken ?? draft?.accessToken ?? null;
      const receiptId = receiptOnReturn(formType, paidFactsOf(result, intent), draft, user);
      // Paid: what the patient typed is no longer needed, nor kept through a logout.
      leftBank();
      clearDraft();
      dispatch(requestCleared());
      setOutcome({ kind: 'success', formId, accessToken, receiptId });
    } else if (step.kind === 'unconfirmed') {
      // No answer: the payment may have gone through. The patient asks again; the draft and its
      // payment key stay, so paying again could only answer this payment's outcome.
      setOutcome({ kind: 'unknown' });
    } else {
      // The bank check failed or the service refused: the next card is a new attempt, and
      // nothing waits at the bank any more. A refused session or a crash is not an answer: the
      // payment stays held for a confirmation after the next login.
      if (endsAttempt(result, step)) endPaymentAttempt();
      const message = step.kind === 'failed' ? step.message : PAYMENT_MESSAGES.confirmation;
      setOutcome({ kind: 'error', message });
      setDialogOpen(true);
    }
  }, [dispatch, intent, draft, formType, formToken, user]);

  useEffect(() => {
    // StrictMode runs effects twice; the confirmation is asked for once.
    if (asked.current) return;
    asked.current = true;
    void confirm();
  }, [confirm]);

  const ids =
    outcome.kind === 'success'
      ? { formId: outcome.formId, accessToken: outcome.accessToken }
      : { formId: draft?.formId ?? null, accessToken: draft?.accessToken ?? null };
  const onward =
    formType === 'school-work-form'
      ? { label: 'upload' as const, go: () => navigate(goToUpload(ids)) }
      : { label: 'dashboard' as const, go: () => navigate('/dashboard') };

  return (
    <div className="container page-section pay-page">
      <PaymentHeading formType={formType} title="confirm.title" />
      <div className="pay-outcome" aria-live="polite">
        {outcome.kind === 'checking' && (
          <div className="d-flex align-items-center gap-3 py-4" role="status">
            <span className="spinner-border text-primary" aria-hidden="true" />
            <span>{t('confirm.checking')}</span>
          </div>
        )}
        {outcome.kind === 'unknown' && (
          <div className="alert alert-warning">
            <p className="fw-semibold">{t('lostReply.unknown')}</p>
            <p>{t('lostReply.doNotPay')}</p>
            <button type="button" className="btn btn-primary" onClick={() => void confirm()}>
              {t('lostReply.checkAgain')}
            </button>
          </div>
        )}
        {outcome.kind === 'success' && (
          <OutcomeCard tone="success" title={t('success.title')}>
            <p className="fw-semibold">{t('confirm.confirmed')}</p>
            <p>{t(`success.${formType}`)}</p>
            <div className="d-flex flex-wrap gap-2">
              {formType === 'school-work-form' ? (
                <UploadLink ids={ids} />
              ) : (
                <Link className="btn btn-primary" to="/dashboard">
                  {t('success.ok')}
                </Link>
              )}
              {/* The receipt page is a patient's: without a session there is none to open. */}
              {loggedIn && outcome.receiptId && (
                <Link className="btn btn-outline-primary" to={receiptPath(outcome.receiptId)}>
                  {t('success.receipt')}
                </Link>
              )}
            </div>
          </OutcomeCard>
        )}
        {outcome.kind === 'error' && (
          <OutcomeCard tone="danger" title={t('failure.title')}>
            <p role="alert" className="fw-semibold">
              {render(outcome.message)}
            </p>
            <div className="d-flex flex-wrap gap-2">
              {loggedIn && draft && !draft.paymentComplete && (
                <Link
                  className="btn btn-primary"
                  to={
                    formType === 'school-work-form'
                      ? '/school-work-form/payment?formType=school-work-form'
                      : '/sick-note/payment'
                  }
                >
                  {t('failure.retry')}
                </Link>
              )}
              <button type="button" className="btn btn-outline-secondary" onClick={onward.go}>
                {t(`failure.${onward.label}`)}
              </button>
              {!draft && (
                <Link className="btn btn-outline-secondary" to={requestPath(formType)}>
                  {t('noRequest.start')}
                </Link>
              )}
            </div>
          </OutcomeCard>
        )}
      </div>
      <ConfirmationFailureDialog
        show={dialogOpen}
        message={outcome.kind === 'error' ? outcome.message : null}
        onward={onward}
        onClose={() => setDialogOpen(false)}
      />
    </div>
  );
}
