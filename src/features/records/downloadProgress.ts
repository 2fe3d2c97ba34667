import type { DownloadProgress } from './api';

/**
 * docs/records.md#records-file-list: how far a download is, in whole percent (never 100 before
 * the last byte), or null when the service did not say how large the file is (the page then
 * shows the bytes received).
 */
export function progressPercent({ loaded, total }: DownloadProgress): number | null {
  if (total === null || !(total > 0)) return null;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}
