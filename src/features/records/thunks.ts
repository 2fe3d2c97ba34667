import { isAxiosError } from '../../api/isAxiosError';
import { msgKey, msgText, type Msg } from '../../api/message';
import { failureMsg, isRefusalStatus, replyMessage, replyMsg } from '../../api/replyMessage';
import type { MedicalRecordFile } from '../../api/types';
import { handleApiError } from '../../api/handleApiError';
import type { AppDispatch } from '../../app/store';
import type { BirthDateParts } from './birthDateRule';
import { checkRecordLink, downloadRecordFile, verifyRecordBirthDate } from './api';

// No session is involved on these pages (the token in the link is the key), so failures are
// reported here and never log anybody out.

/** A refusal (4xx) carries the service's words; without an answer, or with a 5xx, it does not. */
const isRefusal = (error: unknown) =>
  isAxiosError(error) && isRefusalStatus(error.response?.status);

/** docs/errors.md#error-policy; the banner says the rest of a dropped connection. */
function failure(error: unknown, dispatch: AppDispatch, fallback: Msg): Msg {
  handleApiError(error, dispatch);
  return failureMsg(error, fallback);
}

/** `retry`: the link could not be checked (no answer, or a 5xx), which says nothing about it. */
export type LinkCheck = { valid: true } | { valid: false; error: Msg; retry: boolean };

/** GET /services2/medical/record/{token}: is this link usable at all? */
export const checkLink =
  (token: string) =>
  async (dispatch: AppDispatch): Promise<LinkCheck> => {
    try {
      const reply = await checkRecordLink(token);
      if (reply.success) return { valid: true };
      return { valid: false, error: replyMsg(reply, msgKey('records:invalid')), retry: false };
    } catch (error) {
      const retry = !isRefusal(error);
      const fallback = msgKey(retry ? 'records:linkFailed' : 'records:invalid');
      return { valid: false, error: failure(error, dispatch, fallback), retry };
    }
  };

export type VerifyOutcome = { ok: true; files: MedicalRecordFile[] } | { ok: false; error: Msg };

/** GET /services2/verify/medical/record: the date of birth unlocks the file list. */
export const verifyBirthDate =
  (token: string, parts: BirthDateParts) =>
  async (dispatch: AppDispatch): Promise<VerifyOutcome> => {
    try {
      const reply = await verifyRecordBirthDate(token, parts);
      if (reply.success && Array.isArray(reply.payload)) return { ok: true, files: reply.payload };
      return { ok: false, error: replyMsg(reply, msgKey('records:verifyFailed')) };
    } catch (error) {
      return { ok: false, error: failure(error, dispatch, msgKey('records:verifyFailed')) };
    }
  };

/** A failed byte request carries its JSON answer as bytes; read the message out of it. */
function bytesErrorText(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  if (!(data instanceof ArrayBuffer) && !ArrayBuffer.isView(data)) return replyMessage(data);
  try {
    return replyMessage(JSON.parse(new TextDecoder().decode(data)) as unknown);
  } catch {
    return undefined;
  }
}

export type DownloadOutcome = { ok: true; blob: Blob } | { ok: false; error: Msg };

/** The one-time download of a file. */
export const downloadFile =
  (token: string, file: MedicalRecordFile) =>
  async (dispatch: AppDispatch): Promise<DownloadOutcome> => {
    try {
      return { ok: true, blob: await downloadRecordFile(file.id, token) };
    } catch (error) {
      const text = isRefusal(error) ? bytesErrorText(error) : undefined;
      if (text) {
        handleApiError(error, dispatch);
        return { ok: false, error: msgText(text) };
      }
      return { ok: false, error: failure(error, dispatch, msgKey('records:files.failed')) };
    }
  };
