import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../lib/files';
import type { DownloadProgress } from './api';
import { progressPercent } from './downloadProgress';

interface Props {
  fileName: string;
  /** Null until the first bytes arrive. */
  progress: DownloadProgress | null;
}

/**
 * A file's download under way (docs/records.md#records-file-list): a bar named for the file, in
 * percent when the size is known, else striped with the bytes received. The words are the bar's
 * value text rather than a live region, so a screen reader is not read every step.
 */
export default function DownloadProgressBar({ fileName, progress }: Props) {
  const { t } = useTranslation('records');
  const percent = progress ? progressPercent(progress) : null;
  const words =
    percent !== null
      ? t('files.progressPercent', { percent })
      : t('files.progressBytes', { received: formatFileSize(progress?.loaded ?? 0) });
  return (
    <div className="records-progress w-100">
      <div
        className="progress"
        role="progressbar"
        aria-label={t('files.progressLabel', { name: fileName })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={words}
      >
        <div
          className={`progress-bar${percent === null ? ' progress-bar-striped progress-bar-animated' : ''}`}
          style={{ width: `${percent ?? 100}%` }}
        />
      </div>
      <p className="small text-body-secondary mb-0 mt-1" aria-hidden="true">
        {words}
      </p>
    </div>
  );
}
