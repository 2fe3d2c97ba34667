import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import Spinner from '../../components/Spinner';
import { ClinicOfflineNotice, useClinicOnline } from '../clinicStatus';
import { receiptPath } from '../receipts';
import { requestCleared, requestPath, useRequestDraft } from '../requests';
import CardStep from './CardStep';
import ConfirmationFailureDialog from './ConfirmationFailureDialog';
import PaymentHeading from './PaymentHeading';
import RequestSummary from './RequestSummary';
import SuccessDialog from './SuccessDialog';
import UploadLink from './UploadLink';
import { useChargeFlow } from './useChargeFlow';
import { usePaymentProvider } from './usePaymentProvider';
import '../../styles/request-flow.css';
import './payment.css';
import { goToUpload } from './uploadLink';

/**
 * /sick-note/payment and /school-work-form/payment: the card, 'Pay now' and 'Go back' beside what
 * is paid for; the charge itself is useChargeFlow's. Without a validated request the page offers
 * to start one; a paid one goes on to its upload page or the dashboard.
 */
export default function PaymentPage() {
  const { t } = useTranslation(['payment', 'forms']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const formType = pathname.startsWith('/school-work-form') ? 'school-work-form' : 'sick-note';
  const { ready, request } = useRequestDraft();
  const providerState = usePaymentProvider();
  const online = useClinicOnline();
  const flow = useChargeFlow(formType, request, online);

  if (!ready) return <Spinner />;

  const payable = request.formType === formType && request.validated && !request.paymentComplete;
  const paidHere = request.formType === formType && request.paymentComplete;
  const ids = { formId: request.formId, accessToken: request.accessToken };
  const { dialog } = flow;

  const toDashboard = () => {
    dispatch(requestCleared());
    navigate('/dashboard');
  };
  const { receiptId } = flow;
  const toReceipt = receiptId
    ? () => {
        dispatch(requestCleared());
        navigate(receiptPath(receiptId));
      }
    : null;

  const onward =
    formType === 'school-work-form'
      ? { label: 'upload' as const, go: () => navigate(goToUpload(ids)) }
      : { label: 'dashboard' as const, go: toDashboard };

  return (
    <div className="container page-section pay-page">
      <PaymentHeading formType={formType} title="title" />

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
            <UploadLink ids={ids} />
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
              <CardStep
                provider={providerState}
                flow={flow}
                payable={payable}
                online={online}
                onBack={() => navigate(requestPath(formType))}
              />
            </div>
          </div>
        </>
      )}

      <SuccessDialog show={dialog === 'success'} onOk={toDashboard} onReceipt={toReceipt} />
      <ConfirmationFailureDialog
        show={dialog === 'confirmation'}
        message={flow.error}
        onward={onward}
        onClose={flow.closeDialog}
      />
    </div>
  );
}
