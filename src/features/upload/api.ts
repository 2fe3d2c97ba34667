import { api } from '../../api/client';
import type { OscarSubmissionReply, SchoolWorkFormReply, UploadFilesReply } from '../../api/types';

// docs/calls.md#upload-calls: one function a call. A form is reached by its id (logged-in route) or by the
// mailed token; the calls differ only in their paths.

export type FormRef = { by: 'id'; formId: string } | { by: 'token'; token: string };

const BASE = '/services2/sicknote';
const segment = (value: string) => encodeURIComponent(value);

export const getForm = (ref: FormRef) =>
  api
    .get<SchoolWorkFormReply>(
      ref.by === 'id'
        ? `${BASE}/school_work_form/${segment(ref.formId)}`
        : `${BASE}/school_work_form_token/${segment(ref.token)}`,
    )
    .then((r) => r.data);

export interface UploadOptions {
  /** 0 to 1, when the browser knows the total. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The multipart body: the form id (id route only), then each file under `files`. */
export function uploadBody(ref: FormRef, files: readonly File[]): FormData {
  const body = new FormData();
  if (ref.by === 'id') body.append('formId', ref.formId);
  for (const file of files) body.append('files', file, file.name);
  return body;
}

export const uploadFiles = (ref: FormRef, files: readonly File[], options: UploadOptions = {}) =>
  api
    .post<UploadFilesReply>(
      ref.by === 'id'
        ? `${BASE}/upload_school_work_files`
        : `${BASE}/upload_school_work_files_token/${segment(ref.token)}`,
      uploadBody(ref, files),
      {
        // The client's JSON default would turn FormData into JSON and drop the files; naming
        // multipart keeps the body, and the browser adds the boundary itself.
        headers: { 'Content-Type': 'multipart/form-data' },
        // A few megabytes on a slow phone connection take longer than the client's 30 s.
        timeout: 0,
        signal: options.signal,
        onUploadProgress: (event) => {
          const fraction = event.progress ?? (event.total ? event.loaded / event.total : undefined);
          if (fraction !== undefined) options.onProgress?.(Math.min(1, Math.max(0, fraction)));
        },
      },
    )
    .then((r) => r.data);

export const completeSubmission = (ref: FormRef) =>
  api
    .post<OscarSubmissionReply>(
      ref.by === 'id'
        ? `${BASE}/complete_oscar_submission`
        : `${BASE}/complete_oscar_submission_token/${segment(ref.token)}`,
      ref.by === 'id' ? { formId: ref.formId } : {},
    )
    .then((r) => r.data);
