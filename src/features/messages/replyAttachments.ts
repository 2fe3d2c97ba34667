import { totalSize, UPLOAD_MAX_TOTAL_BYTES } from '../../lib/uploadRules';

/**
 * docs/messages.md#attachments: a reply's files, its three pickers together, are 10 MB at most.
 * The spec gives no size for attachments, only for the documents upload (10 MB in all); a reply
 * is one request like an upload, on the same phone lines, so it has the same limit.
 */
export const REPLY_MAX_TOTAL_BYTES = UPLOAD_MAX_TOTAL_BYTES;

/** Bytes chosen in the reply's pickers other than `index`: they count against its limit too. */
export function bytesBesides(groups: readonly (readonly { size: number }[])[], index: number) {
  return totalSize(groups.filter((_, i) => i !== index).flat());
}
