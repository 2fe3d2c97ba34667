import { useEffect, useRef, type Dispatch } from 'react';
import { useNavigate } from 'react-router-dom';
import { msgKey } from '../../api/message';
import { useAppDispatch } from '../../app/hooks';
import { useForm } from '../../components/form';
import { setAlert } from '../../state/alerts/actions';
import { failureOf, type ServiceFailure } from '../../state/serviceThunk';
import type { FormRef } from './api';
import { completeForm, needsLogin, sendFiles, UPLOAD_ERRORS } from './thunks';
import { nextStep, uploadFieldErrors, type UploadEvent, type UploadState } from './uploadState';

/** The picker: the 'no files' message is tied to it, and it takes the focus with it. */
export const FILES_ID = 'upload-files';

/**
 * 'Complete Submission' and 'Try Again' on the form kit (docs/architecture.md#the-form-path): the
 * 'no files' rule, one send at a time, and a failed step's words as the form's failure, which
 * takes the focus (the button that had it was disabled while the step ran). The page's reducer
 * keeps what only this page has (uploadState.ts): the upload-then-complete steps, their progress,
 * a cancel that is no failure, and the session that lapsed on the way, which ends the form.
 */
export function useUploadForm(
  ref: FormRef | null,
  state: UploadState,
  update: Dispatch<UploadEvent>,
) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The upload on its way: its abort() cancels it (the Cancel button, leaving the page).
  const upload = useRef<{ abort: () => void } | null>(null);

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

  /** A step failed: its words for the form to show, or the login the lapsed session needs. */
  const stepFailed = (failure: ServiceFailure) => {
    if (needsLogin(failure)) {
      update({ type: 'loginRequired', message: UPLOAD_ERRORS.sessionExpired });
      return null;
    }
    update({ type: 'failed' });
    return failure.msg;
  };

  const form = useForm({
    order: ['files'] as const,
    ids: { files: FILES_ID },
    check: () => uploadFieldErrors(state),
    // Once the message is drawn, so the picker is read with it.
    focus: { nextFrame: true },
    // Nothing to do in a phase without a step (processed, done, on the way).
    canSend: () => ref !== null && nextStep(state) !== null,
    send: async () => {
      const step = nextStep(state);
      if (!ref || (step !== 'upload' && step !== 'complete')) return null;
      update({ type: 'submit' });
      if (step === 'upload') {
        const sending = dispatch(
          sendFiles({
            ref,
            files: state.files,
            onProgress: (fraction) => update({ type: 'progress', fraction }),
          }),
        );
        upload.current = sending;
        const sent = await sending;
        upload.current = null;
        // A cancel is not a failure: the files stay chosen, and nothing else is said.
        if (sendFiles.rejected.match(sent) && sent.meta.aborted) {
          update({ type: 'cancelled' });
          return null;
        }
        const failure = failureOf(sent);
        if (failure) return stepFailed(failure);
        update({ type: 'uploaded' });
      }
      const failure = failureOf(await dispatch(completeForm(ref)));
      if (failure) return stepFailed(failure);
      update({ type: 'completed' });
      dispatch(setAlert(msgKey('upload:success'), 'success'));
      if (!left.current) navigate('/dashboard');
      return null;
    },
  });

  return {
    form,
    /** New files: the old messages were about the old selection. */
    choose: (files: File[]) => {
      update({ type: 'filesChanged', files });
      form.changed(['files']);
    },
    cancel: () => upload.current?.abort(),
  };
}
