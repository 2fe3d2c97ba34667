import { useTranslation } from 'react-i18next';
import FilePicker from '../../components/FilePicker';
import { FieldError, FormAlert, SubmitButton } from '../../components/form';
import Spinner from '../../components/Spinner';
import { useMsg } from '../../i18n/useMsg';
import { formatFileSize } from '../../lib/files';
import { totalSize, UPLOAD_MAX_FILES, UPLOAD_MAX_TOTAL_BYTES } from '../../lib/uploadRules';
import UploadProgress from './UploadProgress';
import { canChooseFiles, type UploadState } from './uploadState';
import { FILES_ID, type useUploadForm } from './useUploadForm';

const NO_FILES_ID = 'upload-no-files';

interface Props {
  state: UploadState;
  upload: ReturnType<typeof useUploadForm>;
}

/**
 * The states that send (docs/requests.md#upload-states): choose, uploading, submitting, uploaded,
 * failed. The chosen files stay through a failure or a cancel, so 'Try Again' sends them again.
 */
export default function UploadForm({ state, upload }: Props) {
  const { t } = useTranslation('upload');
  const render = useMsg();
  const { form, choose, cancel } = upload;
  const { phase, files } = state;
  const choosing = canChooseFiles(phase) || phase.name === 'uploading';
  const inFlight = phase.name === 'uploading' || phase.name === 'submitting';
  const noFiles = form.errors.errorOf('files');
  return (
    <form {...form.props}>
      {choosing ? (
        <>
          <FilePicker
            id={FILES_ID}
            label={t('picker.label')}
            files={files}
            onChange={choose}
            required
            disabled={inFlight}
            max={UPLOAD_MAX_FILES}
            maxTotalBytes={UPLOAD_MAX_TOTAL_BYTES}
            hint={t('picker.limits')}
            previews
            invalid={noFiles !== null}
            errorId={NO_FILES_ID}
          />
          {files.length > 0 && (
            <p className="small text-body-secondary">
              {t('picker.total', { size: formatFileSize(totalSize(files)) })}
            </p>
          )}
          <FieldError
            id={NO_FILES_ID}
            text={noFiles && render(noFiles)}
            className="alert alert-danger"
          />
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
      <FormAlert msg={form.failure} alertRef={form.alertRef} />
      {phase.name === 'uploading' && <UploadProgress progress={phase.progress} onCancel={cancel} />}
      {phase.name === 'submitting' && (
        <p role="status" className="d-flex align-items-center">
          <Spinner inline />
          {t('submitting')}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton
          busy={form.busy}
          label={phase.name === 'failed' ? t('tryAgain') : t('submit')}
        />
      </div>
    </form>
  );
}
