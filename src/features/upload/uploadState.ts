import { msgKey, type Msg } from '../../api/message';
import type { FieldErrors } from '../../components/form';
import type { FormRef } from './api';
import type { SchoolWorkForm } from '../../api/types';

// docs/requests.md#upload-states, as one pure reducer: the page shows exactly one phase, and the
// chosen files live beside it so a failure or a cancel never loses them. The form kit (useForm,
// useUploadForm.ts) holds what every form has: the 'no files' message, the failure's words, the
// one send at a time.

export type Phase =
  | { name: 'loading' }
  /** The address carries no form id or token. */
  | { name: 'missingId' }
  /** The service wants a session: a login button brings the patient back here. */
  | { name: 'loginRequired'; message: Msg }
  | { name: 'loadFailed'; error: Msg }
  | { name: 'notPaid' }
  /** uploadedToOscar: 'Form Already Processed'. */
  | { name: 'processed' }
  /** The normal upload: choose files, then 'Complete Submission'. */
  | { name: 'choose' }
  | { name: 'uploading'; progress: number | null }
  /** complete_oscar_submission is on its way. */
  | { name: 'submitting' }
  /** The files are with the service; only 'Complete Submission' is left. */
  | { name: 'uploaded' }
  /** 'Try Again' repeats the step that failed, with the same files (the form shows why). */
  | { name: 'failed'; step: 'upload' | 'complete' }
  | { name: 'done' };

export interface UploadState {
  phase: Phase;
  /** The form as last loaded (what the request is for). */
  form: SchoolWorkForm | null;
  files: File[];
  /** The last upload was cancelled by the patient. */
  cancelled: boolean;
}

export type UploadEvent =
  | { type: 'missingId' }
  | { type: 'reload' }
  | { type: 'loaded'; form: SchoolWorkForm }
  | { type: 'loadFailed'; error: Msg }
  | { type: 'loginRequired'; message: Msg }
  | { type: 'filesChanged'; files: File[] }
  | { type: 'submit' }
  | { type: 'progress'; fraction: number }
  | { type: 'uploaded' }
  | { type: 'cancelled' }
  | { type: 'failed' }
  | { type: 'completed' };

export const initialUploadState: UploadState = {
  phase: { name: 'loading' },
  form: null,
  files: [],
  cancelled: false,
};

// A lost id often arrives as the words a missing value prints as.
const MISSING = new Set(['', 'undefined', 'null']);

/** The form the address names: by token (mailed link) or by id; null when it names none. */
export function formRefOf(params: { formId?: string; token?: string }): FormRef | null {
  const token = params.token?.trim();
  if (token !== undefined) return MISSING.has(token) ? null : { by: 'token', token };
  const formId = params.formId?.trim() ?? '';
  return MISSING.has(formId) ? null : { by: 'id', formId };
}

/** Which phase a freshly loaded form opens in; the order matters (processed wins over all). */
export function phaseOfForm(form: SchoolWorkForm): Phase {
  if (form.uploadedToOscar) return { name: 'processed' };
  if (!form.paymentComplete) return { name: 'notPaid' };
  if (form.filesUploaded) return { name: 'uploaded' };
  return { name: 'choose' };
}

/** What 'Complete Submission' or 'Try Again' does now, if anything. */
export function nextStep(state: UploadState): 'upload' | 'complete' | 'noFiles' | null {
  const { phase } = state;
  if (phase.name === 'choose' || (phase.name === 'failed' && phase.step === 'upload')) {
    return state.files.length === 0 ? 'noFiles' : 'upload';
  }
  if (phase.name === 'uploaded' || (phase.name === 'failed' && phase.step === 'complete')) {
    return 'complete';
  }
  return null;
}

/** The field rule of 'Complete Submission': at least one file to upload (docs/requests.md#upload-files). */
export function uploadFieldErrors(state: UploadState): FieldErrors<'files'> {
  return nextStep(state) === 'noFiles' ? { files: msgKey('upload:errors.noFiles') } : {};
}

/** Phases in which the patient may still change the chosen files. */
export const canChooseFiles = (phase: Phase) =>
  phase.name === 'choose' || (phase.name === 'failed' && phase.step === 'upload');

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  const { phase } = state;
  switch (event.type) {
    case 'missingId':
      return { ...state, phase: { name: 'missingId' } };
    case 'reload':
      return { ...state, phase: { name: 'loading' } };
    case 'loaded':
      return { ...state, form: event.form, phase: phaseOfForm(event.form) };
    case 'loadFailed':
      return { ...state, phase: { name: 'loadFailed', error: event.error } };
    case 'loginRequired':
      return { ...state, phase: { name: 'loginRequired', message: event.message } };
    case 'filesChanged':
      if (!canChooseFiles(phase)) return state;
      // New files make a fresh start: the old failure was about the old selection.
      return { ...state, phase: { name: 'choose' }, files: event.files, cancelled: false };
    case 'submit': {
      // Nothing to send without files: the form's rule (uploadFieldErrors) says so.
      const step = nextStep(state);
      if (step === 'upload') {
        return { ...state, phase: { name: 'uploading', progress: null }, cancelled: false };
      }
      if (step === 'complete') return { ...state, phase: { name: 'submitting' } };
      return state;
    }
    case 'progress':
      if (phase.name !== 'uploading') return state;
      return { ...state, phase: { name: 'uploading', progress: event.fraction } };
    case 'uploaded':
      return phase.name === 'uploading' ? { ...state, phase: { name: 'submitting' } } : state;
    case 'cancelled':
      return phase.name === 'uploading'
        ? { ...state, phase: { name: 'choose' }, cancelled: true }
        : state;
    case 'failed':
      if (phase.name === 'uploading') {
        return { ...state, phase: { name: 'failed', step: 'upload' } };
      }
      if (phase.name === 'submitting') {
        return { ...state, phase: { name: 'failed', step: 'complete' } };
      }
      return state;
    case 'completed':
      return phase.name === 'submitting' ? { ...state, phase: { name: 'done' } } : state;
  }
}
