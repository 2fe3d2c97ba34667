import { useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { msgKey } from '../../api/message';
import { addressTokenKeys, keepAddressToken, useAddressToken } from '../../lib/addressToken';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { rememberReturnTo } from '../../lib/returnTo';
import FilePicker from '../../components/FilePicker';
import Spinner from '../../components/Spinner';
import { useMsg } from '../../i18n/useMsg';
import { formatFileSize } from '../../lib/files';
import { totalSize, UPLOAD_MAX_FILES, UPLOAD_MAX_TOTAL_BYTES } from '../../lib/uploadRules';
import { setAlert } from '../../state/alerts/actions';
import { selectUserId } from '../../state/user/slice';
import { receiptFromHistoryState, receiptPath } from '../receipts';
import FormSummary from './FormSummary';
import { failureOf, type ServiceFailure } from '../../state/serviceThunk';
import { completeForm, loadForm, needsLogin, sendFiles, UPLOAD_ERRORS } from './thunks';
import UploadProgress from './UploadProgress';
import {
  canChooseFiles,
  formRefOf,
  initialUploadState,
  nextStep,
  uploadReducer,
} from './uploadState';
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
  const [state, send] = useReducer(uploadReducer, initialUploadState);
  const [attempt, setAttempt] = useState(0);
  // The upload on its way: its abort() cancels it (the Cancel button, leaving the page).
  const upload = useRef<{ abort: () => void } | null>(null);
  const busy = useRef(false);
  const { phase, files } = state;
  const noFilesId = 'upload-no-files';

  useEffect(() => {
    if (!ref) return undefined;
    let active = true;
    void dispatch(loadForm(ref)).then((result) => {
      if (!active) return;
      const failure = failureOf(result);
      if (!failure) {
        if (loadForm.fulfilled.match(result)) send({ type: 'loaded', form: result.payload });
      } else if (needsLogin(failure)) {
        send({ type: 'loginRequired', message: UPLOAD_ERRORS.loginRequired });
      } else send({ type: 'loadFailed', error: failure.msg });
    });
    return () => {
      active = false;
    };
  }, [dispatch, ref, attempt]);

  // Leaving the page stops an upload on its way, and a submission that ends later must not
  // pull the patient back to the dashboard from wherever they went.
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      upload.current?.abort();
    };
  }, []);

  const stepFailed = (failure: ServiceFailure) => {
    if (needsLogin(failure)) {
      send({ type: 'loginRequired', message: UPLOAD_ERRORS.sessionExpired });
    } else send({ type: 'failed', error: failure.msg });
  };

  const submit = async () => {
    const step = nextStep(state);
    if (!ref || busy.current || step === null) return;
    send({ type: 'submit' });
    if (step === 'noFiles') return;
    busy.current = true;
    try {
      if (step === 'upload') {
        const sending = dispatch(
          sendFiles({
            ref,
            files,
            onProgress: (fraction) => send({ type: 'progress', fraction }),
          }),
        );
        upload.current = sending;
        const sent = await sending;
        upload.current = null;
        // A cancel is not a failure: the files stay chosen, and nothing else is said.
        if (sendFiles.rejected.match(sent) && sent.meta.aborted) {
          send({ type: 'cancelled' });
          return;
        }
        const failure = failureOf(sent);
        if (failure) {
          stepFailed(failure);
          return;
        }
        send({ type: 'uploaded' });
      }
      const failure = failureOf(await dispatch(completeForm(ref)));
      if (failure) {
        stepFailed(failure);
        return;
      }
      send({ type: 'completed' });
      dispatch(setAlert(msgKey('upload:success'), 'success'));
      if (!left.current) navigate('/dashboard');
    } finally {
      busy.current = false;
    }
  };

  const logIn = () => {
    // A logout (an ended session) forgets the token with the session: it is kept again here.
    if (ref?.by === 'token') keepAddressToken(addressTokenKeys.upload, ref.token);
    rememberReturnTo(location.pathname + location.search);
    navigate('/login');
  };

  const reload = () => {
    send({ type: 'reload' });
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
        return sendingForm();
    }
  };

  const sendingForm = () => {
    const choosing = canChooseFiles(phase) || phase.name === 'uploading';
    const inFlight = phase.name === 'uploading' || phase.name === 'submitting';
    const failed = phase.name === 'failed' ? phase : null;
    return (
      <>
        {choosing ? (
          <>
            <FilePicker
              id="upload-files"
              label={t('picker.label')}
              files={files}
              onChange={(chosen) => send({ type: 'filesChanged', files: chosen })}
              required
              disabled={inFlight}
              max={UPLOAD_MAX_FILES}
              maxTotalBytes={UPLOAD_MAX_TOTAL_BYTES}
              hint={t('picker.limits')}
              previews
              invalid={state.noFiles}
              errorId={noFilesId}
            />
            {files.length > 0 && (
              <p className="small text-body-secondary">
                {t('picker.total', { size: formatFileSize(totalSize(files)) })}
              </p>
            )}
            {state.noFiles && (
              <div id={noFilesId} className="alert alert-danger" role="alert">
                {t('errors.noFiles')}
              </div>
            )}
          </>
        ) : (
          <div className="alert alert-info" role="status">
            {t('alreadyUploaded')}
          </div>
        )}
        {state.cancelled && (
          <div className="alert alert-info" role="status">
            {t('cancelled')}
          </div>
        )}
        {failed && (
          <div className="alert alert-danger" role="alert">
            {render(failed.error)}
          </div>
        )}
        {phase.name === 'uploading' && (
          <UploadProgress progress={phase.progress} onCancel={() => upload.current?.abort()} />
        )}
        {phase.name === 'submitting' && (
          <p role="status" className="d-flex align-items-center">
            <Spinner inline />
            {t('submitting')}
          </p>
        )}
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary"
            disabled={inFlight}
            onClick={() => void submit()}
          >
            {failed ? t('tryAgain') : t('submit')}
          </button>
        </div>
      </>
    );
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
