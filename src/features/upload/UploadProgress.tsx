import { useTranslation } from 'react-i18next';

interface Props {
  /** 0 to 1; null until the browser reports how far it is. */
  progress: number | null;
  onCancel: () => void;
}

/** The upload's progress bar (named for screen readers) and the button that stops it. */
export default function UploadProgress({ progress, onCancel }: Props) {
  const { t } = useTranslation('upload');
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className="upload-progress mb-3">
      <p className="mb-2" role="status">
        {percent === null ? t('uploading') : t('uploadingPercent', { percent })}
      </p>
      <div className="d-flex align-items-center gap-3">
        <div
          className="progress flex-grow-1"
          role="progressbar"
          aria-label={t('progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
        >
          <div
            className={`progress-bar${percent === null ? ' progress-bar-striped progress-bar-animated' : ''}`}
            style={{ width: `${percent ?? 100}%` }}
          />
        </div>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-label={t('cancelUpload')}
          onClick={onCancel}
        >
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
