// The request form's own state (docs/requests.md#request-data). The shapes
// sent to and read from the service are in src/api/types.ts.

import type { FormPurpose, RequestType, SickNotePurpose } from '../../api/types';

export interface RequestData {
  formType: RequestType;
  formId: string | null;
  /** The form's own token (upload without a session); longer than 24 characters. */
  accessToken: string | null;
  isPrivate: boolean | null;
  timeOffIsFor: SickNotePurpose | FormPurpose | '';
  timeOffReason: string;
  /** YYYY-MM-DD, clinic time (sick notes only). */
  startTimeOff: string;
  endOfTimeOff: string;
  isAgreed: boolean;
  pageCount: number | null;
  /** Dollars. The service's figure once it has answered, else the estimate. */
  calculatedPrice: number | null;
  organization: string;
  paymentComplete: boolean;
  filesUploaded: boolean;
  uploadedToOscar: boolean;
  submittedDate: string | null;
}
