// The document upload of a paid form (docs/requests.md#upload-files): at least one file, up to 3, 10 MB
// in all, PDF, JPG or PNG (narrower than a message's attachments, which also take GIF and WebP).
// Each file is judged by files.ts (name, declared type, first bytes);
// these rules add the limits of the whole selection. The page checks them as files are chosen
// and the mock clinic checks them again on arrival, as the real service must.

import { fileProblem, type FileFacts, type FileProblem } from './files';

export const UPLOAD_MAX_FILES = 3;

/** 10 MB, counted the way file managers do (1 MB = 1024 × 1024 bytes). */
export const UPLOAD_MAX_TOTAL_BYTES = 10 * 1024 * 1024;

/** Why a selection cannot be sent: nothing chosen, too many, too big, or one file's problem. */
export type UploadProblem = 'none' | 'tooMany' | 'tooLarge' | FileProblem;

export function totalSize(files: readonly { size: number }[]): number {
  return files.reduce((sum, file) => sum + file.size, 0);
}

/** Whether adding `incoming` to `current` stays within a byte limit (none when not given). */
export function fitsTotal(
  current: readonly { size: number }[],
  incoming: readonly { size: number }[],
  maxTotalBytes: number | undefined,
): boolean {
  return maxTotalBytes === undefined || totalSize(current) + totalSize(incoming) <= maxTotalBytes;
}

/** The first rule a whole selection breaks, in the order the patient can act on them. */
export function uploadProblem(files: readonly FileFacts[]): UploadProblem | null {
  if (files.length === 0) return 'none';
  if (files.length > UPLOAD_MAX_FILES) return 'tooMany';
  for (const file of files) {
    const problem = fileProblem(file, 'upload');
    if (problem) return problem;
  }
  return totalSize(files) > UPLOAD_MAX_TOTAL_BYTES ? 'tooLarge' : null;
}
