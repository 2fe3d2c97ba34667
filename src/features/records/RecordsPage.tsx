import { useEffect, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { msgKey, type Msg } from '../../api/message';
import type { MedicalRecordFile } from '../../api/types';
import { addressTokenKeys, useAddressToken } from '../../lib/addressToken';
import { useAppDispatch } from '../../app/hooks';
import Spinner from '../../components/Spinner';
import { currentLanguage } from '../../i18n';
import { useMsg } from '../../i18n/useMsg';
import { useBrand } from '../../config/useBrand';
import { tryCloseWindow } from '../../lib/closeWindow';
import type { BirthDateParts } from './birthDateRule';
import { setAlert } from '../../state/alerts/actions';
import BirthDateStep from './BirthDateStep';
import FileListStep from './FileListStep';
import { saveBlob } from '../../lib/saveBlob';
import type { DownloadProgress } from './api';
import { checkLink, downloadFile, mayRetry, verifyBirthDate } from './thunks';
import { failureOf } from '../../state/serviceThunk';
import './records.css';

type Stage = 'checking' | 'unchecked' | 'birthDate' | 'files';

/**
 * docs/records.md#records-link, /medical/records/{token}: opened from an e-mail, without navbars or footer. The
 * token moves from the address to the tab's sessionStorage (the address becomes /medical/records,
 * which a reload opens again). The link is checked first (an invalid one returns home); the date
 * of birth unlocks the files.
 */
export default function RecordsPage() {
  const { t } = useTranslation('records');
  const render = useMsg();
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { token: tokenInAddress } = useParams();
  const kept = useAddressToken(addressTokenKeys.records, tokenInAddress, '/medical/records');
  const token = kept ?? '';
  const [stage, setStage] = useState<Stage>('checking');
  const [files, setFiles] = useState<MedicalRecordFile[]>([]);
  const [busyId, setBusyId] = useState<string | null>(null);
  // The file whose bytes are on their way, and how far they are (null before the first).
  const [transfer, setTransfer] = useState<{
    id: string;
    progress: DownloadProgress | null;
  } | null>(null);
  const [downloadError, setDownloadError] = useState<Msg | null>(null);
  const [retryFile, setRetryFile] = useState<MedicalRecordFile | null>(null);
  // Files saved in this visit: downloaded for the patient even when the service could not be
  // told (its list would still offer them).
  const saved = useRef(new Set<string>());
  const [closeRefused, setCloseRefused] = useState(false);
  const [linkError, setLinkError] = useState<Msg | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Kept to refresh the list after a download: the service says what is still available.
  const birthDate = useRef<BirthDateParts | null>(null);

  useEffect(() => {
    // Still in the address: the page checks it once the address is clean.
    if (kept === undefined) return undefined;
    if (kept === null) {
      dispatch(setAlert(msgKey('records:invalid'), 'danger'));
      navigate('/', { replace: true });
      return undefined;
    }
    let active = true;
    void dispatch(checkLink(kept)).then((result) => {
      if (!active) return;
      const failure = failureOf(result);
      if (!failure) {
        setStage('birthDate');
        return;
      }
      // Not checked is not invalid: sent home, the patient would need the e-mail again.
      if (mayRetry(failure)) {
        setLinkError(failure.msg);
        setStage('unchecked');
        return;
      }
      dispatch(setAlert(failure.msg, 'danger'));
      navigate('/', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [dispatch, navigate, kept, attempt]);

  const checkAgain = () => {
    setLinkError(null);
    setStage('checking');
    setAttempt((n) => n + 1);
  };

  const close = async () => {
    if (!(await tryCloseWindow())) setCloseRefused(true);
  };

  const confirm = async (parts: BirthDateParts): Promise<Msg | null> => {
    const result = await dispatch(verifyBirthDate({ token, parts }));
    if (!verifyBirthDate.fulfilled.match(result)) return failureOf(result)?.msg ?? null;
    birthDate.current = parts;
    setFiles(result.payload);
    setStage('files');
    return null;
  };

  const showFiles = (list: MedicalRecordFile[]) =>
    setFiles(list.map((f) => (saved.current.has(f.id) ? { ...f, isDownloaded: true } : f)));

  const download = async (file: MedicalRecordFile) => {
    setBusyId(file.id);
    setTransfer({ id: file.id, progress: null });
    setDownloadError(null);
    setRetryFile(null);
    const failure = failureOf(
      await dispatch(
        downloadFile({
          token,
          file,
          save: (blob) => saveBlob(blob, file.fileName),
          onProgress: (progress) => setTransfer({ id: file.id, progress }),
        }),
      ),
    );
    // The bytes are in (or will not come): the bar goes while the list is read again.
    setTransfer(null);
    if (!failure) {
      saved.current.add(file.id);
      setFiles((list) => list.map((f) => (f.id === file.id ? { ...f, isDownloaded: true } : f)));
    } else {
      setDownloadError(failure.msg);
      if (mayRetry(failure)) setRetryFile(file);
    }
    // The service says what is still available (a refusal may mean the file was spent).
    if (birthDate.current) {
      const fresh = await dispatch(verifyBirthDate({ token, parts: birthDate.current }));
      if (verifyBirthDate.fulfilled.match(fresh)) showFiles(fresh.payload);
    }
    setBusyId(null);
  };

  const closeNotice = closeRefused ? t('dialog.closeRefused') : null;
  const clinicName = brand.name[currentLanguage()];

  return (
    <div className="container page-section records-page">
      <header className="d-flex align-items-center gap-3 mb-3">
        <img src={brand.logo} alt="" width={48} height={48} />
        <p className="h5 mb-0">{clinicName}</p>
      </header>
      <h1 className="h3">{t('title')}</h1>
      <p>{t('intro')}</p>
      {stage === 'checking' && <Spinner />}
      {stage === 'unchecked' && linkError && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          <span className="flex-grow-1">{render(linkError)}</span>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={checkAgain}>
            {t('retry')}
          </button>
        </div>
      )}
      <Modal
        show={stage === 'birthDate' || stage === 'files'}
        onHide={() => void close()}
        backdrop="static"
        centered
        aria-labelledby="records-dialog-title"
      >
        <div className="modal-header">
          <h2 id="records-dialog-title" className="modal-title h5">
            {stage === 'files' ? t('files.title') : t('dialog.title')}
          </h2>
        </div>
        {stage === 'files' ? (
          <FileListStep
            files={files}
            busyId={busyId}
            transfer={transfer}
            error={downloadError}
            retryFile={retryFile}
            onDownload={(file) => void download(file)}
            onClose={() => void close()}
            closeNotice={closeNotice}
          />
        ) : (
          <BirthDateStep
            onConfirm={confirm}
            onClose={() => void close()}
            closeNotice={closeNotice}
          />
        )}
      </Modal>
    </div>
  );
}
