import { msgKey, type Msg } from '../../api/message';
import type { SchoolWorkForm } from '../../api/types';
import {
  createServiceThunk,
  type ServiceFailure,
  type ServiceFailureKind,
} from '../../state/serviceThunk';
import { completeSubmission, getForm, uploadFiles, type FormRef } from './api';

// The upload page keeps its state to itself (a page-state machine, uploadState.ts); these are
// its calls, as service thunks (src/state/serviceThunk.ts), with the messages of
// docs/requests.md#upload-messages.

export const UPLOAD_ERRORS = {
  loginRequired: msgKey('upload:errors.loginRequired'),
  couldNotRetrieve: msgKey('upload:errors.couldNotRetrieve'),
  retrieveFailed: msgKey('upload:errors.retrieveFailed'),
  sessionExpired: msgKey('upload:errors.sessionExpired'),
  uploadFailed: msgKey('upload:errors.uploadFailed'),
  oscarFailed: msgKey('upload:errors.oscarFailed'),
  unexpected: msgKey('upload:errors.unexpected'),
} as const;

/**
 * The service did not take the session (a 401, or tokenNotValid): the page asks the patient to
 * log in. A visitor on the mailed link has no session to end; with one, the listener ends it
 * after a tokenNotValid as on every call.
 */
export const needsLogin = (failure: ServiceFailure<unknown>): boolean =>
  failure.status === 401 || failure.kind === 'tokenNotValid';

/**
 * A step's own message when the call failed on the way or at the service (any answer, or none);
 * 'An error occurred. Please try again.' for a fault of ours after the answer.
 */
const stepFailed =
  (words: Msg) =>
  (kind: ServiceFailureKind, status?: number): Msg =>
    status !== undefined || kind === 'network' ? words : UPLOAD_ERRORS.unexpected;

/**
 * GET school_work_form/{id} or ..._token/{token}. docs/requests.md#upload-messages: a form that
 * could not be read (no answer, or the service failed: 5xx) is 'Could not retrieve form data.
 * Please try again.', which Try Again may cure; any other failure (the service refused, or has
 * no such form for this patient) is 'An error occurred while retrieving form data.'.
 */
export const loadForm = createServiceThunk<SchoolWorkForm, FormRef>(
  'upload/loadForm',
  async (ref, { refuse }) => {
    const reply = await getForm(ref);
    if (reply.success && reply.form) return reply.form;
    throw refuse(null, UPLOAD_ERRORS.retrieveFailed);
  },
  {
    statusWords: false,
    fallback: (kind, status) =>
      kind === 'network' || (status ?? 0) >= 500
        ? UPLOAD_ERRORS.couldNotRetrieve
        : UPLOAD_ERRORS.retrieveFailed,
  },
);

export interface SendFiles {
  ref: FormRef;
  files: readonly File[];
  /** 0 to 1, when the browser knows the total. */
  onProgress?: (fraction: number) => void;
}

/**
 * POST upload_school_work_files(_token): the chosen files, with progress. A cancel is the
 * dispatched thunk's abort(): it rejects at once as aborted, with no failure for the portal to
 * hear (no banner), and the upload stops.
 */
export const sendFiles = createServiceThunk<void, SendFiles>(
  'upload/sendFiles',
  async ({ ref, files, onProgress }, { signal, refuse }) => {
    const options = onProgress ? { signal, onProgress } : { signal };
    const reply = await uploadFiles(ref, files, options);
    if (!reply.success) throw refuse(reply, UPLOAD_ERRORS.uploadFailed);
  },
  // A refusal (4xx) in the service's words, else ours.
  { fallback: stepFailed(UPLOAD_ERRORS.uploadFailed) },
);

/** POST complete_oscar_submission(_token): an alreadyProcessed reply counts as complete. */
export const completeForm = createServiceThunk<{ alreadyProcessed: boolean }, FormRef>(
  'upload/completeForm',
  async (ref, { refuse }) => {
    const reply = await completeSubmission(ref);
    if (reply.alreadyProcessed) return { alreadyProcessed: true };
    if (reply.success) return { alreadyProcessed: false };
    throw refuse(null, UPLOAD_ERRORS.oscarFailed);
  },
  { statusWords: false, fallback: stepFailed(UPLOAD_ERRORS.oscarFailed) },
);
