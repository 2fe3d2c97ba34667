import { useTranslation } from 'react-i18next';
import type { Msg } from '../../api/message';
import type { MedicalRecordFile } from '../../api/types';
import Spinner from '../../components/Spinner';
import type { DownloadProgress } from './api';
import DialogStep from './DialogStep';
import DownloadProgressBar from './DownloadProgressBar';

interface Props {
  files: MedicalRecordFile[];
  /** The file being downloaded now, if any. */
  busyId: string | null;
  /** The file whose bytes are on their way, and how far they are (null before the first). */
  transfer: { id: string; progress: DownloadProgress | null } | null;
  error: Msg | null;
  /** The file whose download failed without being spent, offered again by Try again. */
  retryFile: MedicalRecordFile | null;
  onDownload: (file: MedicalRecordFile) => void;
  onClose: () => void;
  closeNotice: string | null;
}

/** docs/records.md#records-file-list, the dialog's second step: each file 'Available' or 'Already downloaded'. */
export default function FileListStep({
  files,
  busyId,
  transfer,
  error,
  retryFile,
  onDownload,
  onClose,
  closeNotice,
}: Props) {
  const { t } = useTranslation('records');
  return (
    <DialogStep
      error={error}
      closeNotice={closeNotice}
      onClose={onClose}
      errorAction={
        retryFile && (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            disabled={busyId !== null}
            onClick={() => onDownload(retryFile)}
          >
            {t('retry')}
          </button>
        )
      }
    >
      <p>{t('files.intro')}</p>
      {files.length === 0 ? (
        <p className="text-body-secondary">{t('files.empty')}</p>
      ) : (
        <ul className="list-group records-files">
          {files.map((file) => (
            <li key={file.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
              <span className="records-file-name flex-grow-1">{file.fileName}</span>
              {file.isDownloaded ? (
                <span className="badge text-bg-secondary">{t('files.downloaded')}</span>
              ) : (
                <>
                  <span className="badge text-bg-success">{t('files.available')}</span>
                  {/* A button, not a link: the page fetches the file, so the list knows when the
                      one download happened, and no address with the token is shown on hover,
                      offered to "open in a new tab" or kept in the downloads list. */}
                  <button
                    type="button"
                    className={`btn btn-sm btn-primary${busyId ? ' disabled' : ''}`}
                    aria-label={t('files.downloadLabel', { name: file.fileName })}
                    aria-disabled={busyId ? true : undefined}
                    onClick={() => {
                      if (!busyId) onDownload(file);
                    }}
                  >
                    {busyId === file.id && <Spinner inline />}
                    {busyId === file.id ? t('files.downloading') : t('files.download')}
                  </button>
                </>
              )}
              {transfer?.id === file.id && (
                <DownloadProgressBar fileName={file.fileName} progress={transfer.progress} />
              )}
            </li>
          ))}
        </ul>
      )}
    </DialogStep>
  );
}
