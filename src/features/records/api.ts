import { api } from '../../api/client';
import { isAxiosError } from '../../api/isAxiosError';
import { TRANSFER_STALL_MS, withStallTimeout } from '../../api/stallTimeout';
import type { ApiReply, RecordVerifyReply } from '../../api/types';
import type { BirthDateParts } from './birthDateRule';

export const checkRecordLink = (token: string) =>
  api.get<ApiReply>(`/services2/medical/record/${encodeURIComponent(token)}`).then((r) => r.data);

export const verifyRecordBirthDate = (token: string, { year, month, day }: BirthDateParts) =>
  api
    .get<RecordVerifyReply>('/services2/verify/medical/record', {
      params: { year, month, day, token },
    })
    .then((r) => r.data);

/** docs/calls.md#records-calls: the download link of one file; it works once. */
export const recordDownloadPath = (id: string, token: string) =>
  `/services2/medical/record/download/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;

/** How far a download is: bytes received, and the file's size when the service sent it. */
export interface DownloadProgress {
  loaded: number;
  total: number | null;
}

// Fetched rather than followed, so the page learns whether the bytes arrived (and only then tells
// the service the file was received). Read as bytes (not as a Blob), which every XHR stack, test
// ones included, delivers alike. No fixed timeout: a large file on a slow line takes minutes, so
// the call is given up only when nothing has arrived for TRANSFER_STALL_MS.
export const downloadRecordFile = (
  id: string,
  token: string,
  onProgress?: (progress: DownloadProgress) => void,
) =>
  withStallTimeout(
    {
      responseType: 'arraybuffer',
      onDownloadProgress: (event) =>
        onProgress?.({ loaded: event.loaded, total: event.total ? event.total : null }),
    },
    TRANSFER_STALL_MS,
    (config) => api.get<ArrayBuffer>(recordDownloadPath(id, token), config),
  ).then(
    (r) => {
      const type = r.headers['content-type'];
      return new Blob([r.data], { type: typeof type === 'string' ? type : 'application/pdf' });
    },
    (error: unknown) => {
      throw withJsonBody(error);
    },
  );

/**
 * A refused byte request carries its JSON answer as bytes: read them as JSON, so the error
 * policy finds the service's words (and its type) where every other answer has them.
 */
function withJsonBody(error: unknown): unknown {
  if (!isAxiosError(error) || !error.response) return error;
  const data: unknown = error.response.data;
  if (!(data instanceof ArrayBuffer) && !ArrayBuffer.isView(data)) return error;
  try {
    error.response.data = JSON.parse(new TextDecoder().decode(data)) as unknown;
  } catch {
    // Not JSON: no words to read, and the screen's own are shown.
  }
  return error;
}

/**
 * docs/calls.md#contract-additions: the file arrived and was handed to the browser; only this
 * spends it. The token goes in the body, out of the service's access logs.
 */
export const confirmRecordReceived = (id: string, token: string) =>
  api
    .post<ApiReply>(`/services2/medical/record/download/${encodeURIComponent(id)}/received`, {
      token,
    })
    .then((r) => r.data);
