import { msgKey } from '../../api/message';
import { isRefusalStatus } from '../../api/replyMessage';
import type { MedicalRecordFile } from '../../api/types';
import {
  createServiceThunk,
  type ServiceFailure,
  type ServiceFailureKind,
} from '../../state/serviceThunk';
import type { BirthDateParts } from './birthDateRule';
import {
  checkRecordLink,
  confirmRecordReceived,
  downloadRecordFile,
  verifyRecordBirthDate,
  type DownloadProgress,
} from './api';

// The records link's calls, each a service thunk (src/state/serviceThunk.ts). No session is
// involved on these pages (the token in the link is the key): every call is a visitor's, so a
// stale token logs nobody out. A refusal (4xx) says the service's words; no answer, a 5xx or a
// fault of ours says the screen's own.

/**
 * The call could be tried again with the same link: it failed without an answer that said no (no
 * answer, a 5xx, a stall, a file the browser would not take), which says nothing about the link
 * or the file (docs/records.md#records-link, #records-file-list).
 */
export function mayRetry(failure: Pick<ServiceFailure<unknown>, 'kind' | 'status'>): boolean {
  return failure.kind !== 'refused' && !isRefusalStatus(failure.status);
}

/**
 * GET /services2/medical/record/{token}: is this link usable at all? Refused: the service's words,
 * else 'This link is not valid'; not checked (`mayRetry`): 'could not be checked'.
 */
export const checkLink = createServiceThunk<void, string>(
  'records/checkLink',
  async (token, { refuse }) => {
    const reply = await checkRecordLink(token);
    if (!reply.success) throw refuse(reply);
  },
  {
    fallback: (kind: ServiceFailureKind, status?: number) =>
      msgKey(mayRetry({ kind, status }) ? 'records:linkFailed' : 'records:invalid'),
    visitor: true,
  },
);

/** GET /services2/verify/medical/record: the date of birth unlocks the file list. */
export const verifyBirthDate = createServiceThunk<
  MedicalRecordFile[],
  { token: string; parts: BirthDateParts }
>(
  'records/verifyBirthDate',
  async ({ token, parts }, { refuse }) => {
    const reply = await verifyRecordBirthDate(token, parts);
    if (!reply.success || !Array.isArray(reply.payload)) throw refuse(reply);
    return reply.payload;
  },
  { fallback: msgKey('records:verifyFailed'), visitor: true },
);

/**
 * POST …/received: the file arrived. Its own thunk so that a failure (told to the portal: the
 * banner for no answer) leaves the download a success: the patient has the file, and the link
 * merely stays usable for it a while longer.
 */
const confirmReceived = createServiceThunk<boolean, { id: string; token: string }>(
  'records/confirmReceived',
  async ({ id, token }) => (await confirmRecordReceived(id, token)).success,
  { visitor: true },
);

export interface DownloadRequest {
  token: string;
  file: MedicalRecordFile;
  /** Hands the file to the browser (saveBlob on the page). */
  save: (blob: Blob) => void;
  onProgress?: (progress: DownloadProgress) => void;
}

/** `confirmed`: the service was told the file arrived, which spends it. */
export interface Downloaded {
  confirmed: boolean;
}

/**
 * docs/records.md#records-file-list: fetch the file, hand it to the browser, then tell the service
 * it was received. The service spends the one download on that confirmation, not on sending, so
 * a download cut off on a slow line (or refused by the browser) can be tried again (`mayRetry`).
 */
export const downloadFile = createServiceThunk<Downloaded, DownloadRequest>(
  'records/downloadFile',
  async ({ token, file, save, onProgress }, { dispatch }) => {
    const blob = await downloadRecordFile(file.id, token, onProgress);
    // A browser that will not take the file throws: a fault of ours, so the screen's words, and
    // the file is not spent.
    save(blob);
    const confirmation = await dispatch(confirmReceived({ id: file.id, token }));
    return { confirmed: confirmReceived.fulfilled.match(confirmation) && confirmation.payload };
  },
  { fallback: msgKey('records:files.failed'), visitor: true },
);
