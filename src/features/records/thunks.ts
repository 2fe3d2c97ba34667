import { isAxiosError } from '../../api/isAxiosError';
import { msgKey, msgText, type Msg } from '../../api/message';
import type { MedicalRecordFile } from '../../api/types';
import { handleApiError } from '../../app/handleApiError';
import type { AppDispatch } from '../../app/store';
import type { BirthDateParts } from '../../lib/validation/recordsBirthDate';
import { checkRecordLink, downloadRecordFile, verifyRecordBirthDate } from './api';
import { replyMessage } from './replyMessage';

// No session is involved on these pages (the token in the link is the key), so failures are
// reported here and never log anybody out.

function failure(error: unknown, dispatch: AppDispatch, fallback: Msg): Msg {
  const apiError = handleApiError(error, dispatch);
  if (apiError.kind === 'network') return apiError.message;
  const text = isAxiosError(error) ? replyMessage(error.response?.data) : undefined;
  return text ? msgText(text) : fallback;
}

export type LinkCheck = { valid: true } | { valid: false; error: Msg };

/** GET /services2/medical/record/{token}: is this link usable at all? */
export const checkLink =
  (token: string) =>
  async (dispatch: AppDispatch): Promise<LinkCheck> => {
    try {
      const reply = await checkRecordLink(token);
      if (reply.success) return { valid: true };
      const text = replyMessage(reply);
      return { valid: false, error: text ? msgText(text) : msgKey('records:invalid') };
    } catch (error) {
      return { valid: false, error: failure(error, dispatch, msgKey('records:invalid')) };
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
      const text = replyMessage(reply);
      return { ok: false, error: text ? msgText(text) : msgKey('records:verifyFailed') };
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
      const text = bytesErrorText(error);
      if (text) return { ok: false, error: msgText(text) };
      return { ok: false, error: failure(error, dispatch, msgKey('records:files.failed')) };
    }
  };
