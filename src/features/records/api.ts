import { api } from '../../api/client';
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

// Fetched rather than followed, so the page learns whether the one allowed download happened.
// Read as bytes (not as a Blob), which every XHR stack, test ones included, delivers alike.
export const downloadRecordFile = (id: string, token: string) =>
  api.get<ArrayBuffer>(recordDownloadPath(id, token), { responseType: 'arraybuffer' }).then((r) => {
    const type = r.headers['content-type'];
    return new Blob([r.data], { type: typeof type === 'string' ? type : 'application/pdf' });
  });
