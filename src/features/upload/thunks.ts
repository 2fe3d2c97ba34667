import { toApiError, type ApiError } from '../../api/errors';
import { isAxiosError } from '../../api/isAxiosError';
import { msgKey, msgText, type Msg } from '../../api/message';
import { refusalMessage, replyMsg } from '../../api/replyMessage';
import { handleApiError } from '../../api/handleApiError';
import type { AppDispatch, RootState } from '../../app/store';
import { completeSubmission, getForm, uploadFiles, type FormRef, type UploadOptions } from './api';
import type { SchoolWorkForm } from '../../api/types';

// The upload page keeps its state to itself (a page-state machine, uploadState.ts); these thunks
// make the calls and say what happened in the page's terms, with the messages of docs/requests.md#upload-messages.

export const UPLOAD_ERRORS = {
  loginRequired: msgKey('upload:errors.loginRequired'),
  couldNotRetrieve: msgKey('upload:errors.couldNotRetrieve'),
  retrieveFailed: msgKey('upload:errors.retrieveFailed'),
  sessionExpired: msgKey('upload:errors.sessionExpired'),
  uploadFailed: msgKey('upload:errors.uploadFailed'),
  oscarFailed: msgKey('upload:errors.oscarFailed'),
  unexpected: msgKey('upload:errors.unexpected'),
} as const;

type GetState = () => RootState;

interface Failure {
  /** The service did not accept the session (401 or tokenNotValid). */
  unauthorized: boolean;
  /** The service answered (as opposed to a network failure or a fault of ours). */
  answered: boolean;
  status: number | undefined;
  apiError: ApiError;
}

/**
 * Reads a failed call. A visitor on the mailed link has no session to end, so their 401 only asks
 * them to log in; with a session, the generic handler logs out after a tokenNotValid as usual.
 */
function readFailure(error: unknown, dispatch: AppDispatch, getState: GetState): Failure {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  const withoutSession = getState().auth.token === null;
  const apiError =
    status === 401 && withoutSession ? toApiError(error) : handleApiError(error, dispatch);
  return {
    unauthorized: status === 401 || apiError.kind === 'tokenNotValid',
    answered: status !== undefined,
    status,
    apiError,
  };
}

/** The step's own message when the call failed on the way or at the service; else ours. */
function failureText(failure: Failure, stepFailed: Msg): Msg {
  return failure.answered || failure.apiError.kind === 'network'
    ? stepFailed
    : UPLOAD_ERRORS.unexpected;
}

export type LoadOutcome =
  | { kind: 'form'; form: SchoolWorkForm }
  | { kind: 'loginRequired' }
  | { kind: 'failed'; error: Msg };

/**
 * GET school_work_form/{id} or ..._token/{token}. docs/requests.md#upload-messages: a form that
 * could not be read (no answer, or the service failed: 5xx) is 'Could not retrieve form data.
 * Please try again.', which Try Again may cure; any other failure (the service refused, or has
 * no such form for this patient) is 'An error occurred while retrieving form data.'.
 */
export const loadForm =
  (ref: FormRef) =>
  async (dispatch: AppDispatch, getState: GetState): Promise<LoadOutcome> => {
    try {
      const reply = await getForm(ref);
      if (reply.success && reply.form) return { kind: 'form', form: reply.form };
      return { kind: 'failed', error: UPLOAD_ERRORS.retrieveFailed };
    } catch (error) {
      const failure = readFailure(error, dispatch, getState);
      if (failure.unauthorized) return { kind: 'loginRequired' };
      const unread = failure.apiError.kind === 'network' || (failure.status ?? 0) >= 500;
      return {
        kind: 'failed',
        error: unread ? UPLOAD_ERRORS.couldNotRetrieve : UPLOAD_ERRORS.retrieveFailed,
      };
    }
  };

export type StepOutcome =
  | { ok: true; alreadyProcessed?: boolean }
  | { ok: false; reason: 'cancelled' }
  | { ok: false; reason: 'loginRequired' }
  | { ok: false; reason: 'failed'; error: Msg };

/** POST upload_school_work_files(_token): the chosen files, with progress and cancel. */
export const sendFiles =
  (ref: FormRef, files: readonly File[], options: UploadOptions = {}) =>
  async (dispatch: AppDispatch, getState: GetState): Promise<StepOutcome> => {
    try {
      const reply = await uploadFiles(ref, files, options);
      if (reply.success) return { ok: true };
      return { ok: false, reason: 'failed', error: replyMsg(reply, UPLOAD_ERRORS.uploadFailed) };
    } catch (error) {
      if (options.signal?.aborted) return { ok: false, reason: 'cancelled' };
      const failure = readFailure(error, dispatch, getState);
      if (failure.unauthorized) return { ok: false, reason: 'loginRequired' };
      const text = refusalMessage(error);
      if (text) return { ok: false, reason: 'failed', error: msgText(text) };
      return {
        ok: false,
        reason: 'failed',
        error: failureText(failure, UPLOAD_ERRORS.uploadFailed),
      };
    }
  };

/** POST complete_oscar_submission(_token): an alreadyProcessed reply counts as complete. */
export const completeForm =
  (ref: FormRef) =>
  async (dispatch: AppDispatch, getState: GetState): Promise<StepOutcome> => {
    try {
      const reply = await completeSubmission(ref);
      if (reply.alreadyProcessed) return { ok: true, alreadyProcessed: true };
      if (reply.success) return { ok: true };
      return { ok: false, reason: 'failed', error: UPLOAD_ERRORS.oscarFailed };
    } catch (error) {
      const failure = readFailure(error, dispatch, getState);
      if (failure.unauthorized) return { ok: false, reason: 'loginRequired' };
      return {
        ok: false,
        reason: 'failed',
        error: failureText(failure, UPLOAD_ERRORS.oscarFailed),
      };
    }
  };
