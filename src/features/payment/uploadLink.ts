import { addressTokenKeys, keepAddressToken } from '../../lib/addressToken';
import { uploadPath } from './chargeReply';

// The way on from a paid form to its upload page. The form's access token is kept in this tab,
// as a mailed upload link's is once opened, and the address carries none: the token is then
// neither in a link's href (shown on hover, copied with the link) nor in the browser's history.

export type PaidIds = { formId: string | null; accessToken: string | null };

/** The upload page's address, without the token. */
export const uploadTarget = (ids: PaidIds): string =>
  ids.accessToken ? '/school-work-form/upload-token' : uploadPath(ids);

/** Keeps the form's access token for the upload page; call it as the patient goes there. */
export function keepUploadToken(ids: PaidIds): void {
  if (ids.accessToken) keepAddressToken(addressTokenKeys.upload, ids.accessToken);
}

/** Keeps the token and answers where to go: for a navigation made by the page itself. */
export function goToUpload(ids: PaidIds): string {
  keepUploadToken(ids);
  return uploadTarget(ids);
}
