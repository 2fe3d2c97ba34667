import { isAxiosError } from '../../api/isAxiosError';
import { msgKey, msgText, type Msg } from '../../api/message';
import { failureMsg, isRefusalStatus, replyMessage, replyMsg } from '../../api/replyMessage';
import type { MedicalRecordFile } from '../../api/types';
import { handleApiError } from '../../api/handleApiError';
import type { AppDispatch } from '../../app/store';
import type { BirthDateParts } from './birthDateRule';
import {
  checkRecordLink,
  confirmRecordReceived,
  downloadRecordFile,
  verifyRecordBirthDate,
  type DownloadProgress,
} from './api';

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

/**
 * `confirmed`: the service was told the file arrived, which spends it; when that call fails the
 * patient still has the file, and the link merely stays usable for it a while longer.
 * `retry`: the download failed without a refusal (no answer, a stall, a 5xx, a file the browser
 * would not take), so the file is not spent and the same link can be used again.
 */
export type DownloadOutcome =
  { ok: true; confirmed: boolean } | { ok: false; error: Msg; retry: boolean };

export interface DownloadSteps {
  /** Hands the file to the browser (saveBlob on the page). */
  save: (blob: Blob) => void;
  onProgress?: (progress: DownloadProgress) => void;
}

/**
 * docs/records.md#records-file-list: fetch the file, hand it to the browser, then tell the service
 * it was received. The service spends the one download on that confirmation, not on sending, so
 * a download cut off on a slow line (or refused by the browser) can be tried again.
 */
export const downloadFile =
  (token: string, file: MedicalRecordFile, { save, onProgress }: DownloadSteps) =>
  async (dispatch: AppDispatch): Promise<DownloadOutcome> => {
    let blob: Blob;
    try {
      blob = await downloadRecordFile(file.id, token, onProgress);
    } catch (error) {
      const text = isRefusal(error) ? bytesErrorText(error) : undefined;
      if (text) {
        handleApiError(error, dispatch);
        return { ok: false, error: msgText(text), retry: false };
      }
      const retry = !isRefusal(error);
      return { ok: false, error: failure(error, dispatch, msgKey('records:files.failed')), retry };
    }
    try {
      save(blob);
    } catch {
      return { ok: false, error: msgKey('records:files.failed'), retry: true };
    }
    try {
      const reply = await confirmRecordReceived(file.id, token);
      return { ok: true, confirmed: reply.success };
    } catch (error) {
      handleApiError(error, dispatch);
      return { ok: true, confirmed: false };
    }
  };
