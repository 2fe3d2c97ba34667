import { useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { addressTokenKeys, keepAddressToken, useAddressToken } from '../../lib/addressToken';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { rememberReturnTo } from '../../lib/returnTo';
import Spinner from '../../components/Spinner';
import { useMsg } from '../../i18n/useMsg';
import { selectUserId } from '../../state/user/slice';
import { receiptFromHistoryState, receiptPath } from '../receipts';
import FormSummary from './FormSummary';
import { failureOf } from '../../state/serviceThunk';
import { loadForm, needsLogin, UPLOAD_ERRORS } from './thunks';
import UploadForm from './UploadForm';
import { formRefOf, initialUploadState, uploadReducer } from './uploadState';
import { useUploadForm } from './useUploadForm';
import './upload.css';

/**
 * docs/requests.md#upload: the Upload documents page, for /school-work-form/upload/{formId} (logged in) and
 * /school-work-form/upload-token/{token} (the mailed link). It shows exactly one state of
 * docs/requests.md#upload-states; the chosen files survive a failure or a cancel, so 'Try Again' sends them again.
 */
export default function UploadPage() {
  const { t } = useTranslation('upload');
  const render = useMsg();
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  // The mailed link's token moves to the tab's sessionStorage; the address becomes
  // /school-work-form/upload-token (a reload, or the way back from logging in, opens it again).
  const byToken = params.formId === undefined;
  const kept = useAddressToken(
    addressTokenKeys.upload,
    params.token,
    '/school-work-form/upload-token',
  );
  const moving = byToken && kept === undefined;
  const ref = useMemo(() => {
    if (!byToken) return formRefOf({ formId: params.formId });
    return kept === undefined ? null : formRefOf({ token: kept ?? '' });
  }, [byToken, params.formId, kept]);
  const [state, update] = useReducer(uploadReducer, initialUploadState);
  const [attempt, setAttempt] = useState(0);
  const { phase } = state;

  useEffect(() => {
    if (!ref) return undefined;
    let active = true;
    void dispatch(loadForm(ref)).then((result) => {
      if (!active) return;
      const failure = failureOf(result);
      if (!failure) {
        if (loadForm.fulfilled.match(result)) update({ type: 'loaded', form: result.payload });
      } else if (needsLogin(failure)) {
        update({ type: 'loginRequired', message: UPLOAD_ERRORS.loginRequired });
      } else update({ type: 'loadFailed', error: failure.msg });
    });
    return () => {
      active = false;
    };
  }, [dispatch, ref, attempt]);

  const upload = useUploadForm(ref, state, update);

  const logIn = () => {
    // A logout (an ended session) forgets the token with the session: it is kept again here.
    if (ref?.by === 'token') keepAddressToken(addressTokenKeys.upload, ref.token);
    rememberReturnTo(location.pathname + location.search);
    navigate('/login');
  };

  const reload = () => {
    update({ type: 'reload' });
    setAttempt((n) => n + 1);
  };

  const dashboardLink = (
    <Link to="/dashboard" className="btn btn-outline-primary">
      {t('dashboard')}
    </Link>
  );

  /** The one thing to do about a state that stops the upload, when it is not leaving. */
  const actionButton = (label: string, onClick: () => void) => (
    <button type="button" className="btn btn-primary" onClick={onClick}>
      {label}
    </button>
  );

  /** A state that stops the upload: what is wrong, and the one thing to do about it. */
  const notice = (tone: 'warning' | 'danger', text: string, action: ReactNode) => (
    <>
      <div className={`alert alert-${tone}`} role="alert">
        {text}
      </div>
      {action}
    </>
  );

  const body = () => {
    if (moving) return <Spinner />;
    if (!ref) return notice('danger', t('errors.noIdentifier'), dashboardLink);
    switch (phase.name) {
      case 'loading':
        return <Spinner />;
      case 'loginRequired':
        return notice('warning', render(phase.message), actionButton(t('logIn'), logIn));
      case 'loadFailed':
        return notice('danger', render(phase.error), actionButton(t('tryAgain'), reload));
      case 'notPaid':
        return notice('warning', t('errors.notPaid'), dashboardLink);
      case 'processed':
        return (
          <>
            <div className="alert alert-success" role="status">
              <h2 className="h5 alert-heading">{t('processed.title')}</h2>
              <p className="mb-0">{t('processed.body')}</p>
            </div>
            {dashboardLink}
          </>
        );
      default:
        return <UploadForm state={state} upload={upload} />;
    }
  };

  // A form paid in place lands here: this page is its success screen, so it offers the receipt
  // (the logged-in patient's own only; a mailed link's visitor has none).
  const receipt = receiptFromHistoryState(location.state, userId);

  return (
    <div className="container page-section upload-page">
      <h1 className="h2">{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      {receipt && (
        <p className="upload-paid d-flex flex-wrap align-items-center gap-2">
          <span>{t('paid.text')}</span>
          <Link to={receiptPath(receipt.id)}>{t('paid.receipt')}</Link>
        </p>
      )}
      {state.form && <FormSummary form={state.form} />}
      {body()}
    </div>
  );
}
