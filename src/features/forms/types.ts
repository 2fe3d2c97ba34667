// Spec 02 §3 "School/work form and sick note data" and the replies of the §7 calls that carry it.
// Type-only: the mock clinic answers with these shapes, so a change here changes both sides.

import type { FormType } from '../../lib/pricing';
import type { SickNotePurpose } from '../../lib/sickNote';

export type { SickNotePurpose };

/** Which request the patient is making; 'sick-note' unless told otherwise. */
export type RequestType = 'sick-note' | 'school-work-form';

/** The kind of form to complete; 'disability' is a flat fee and always one page. */
export type FormPurpose = FormType;

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

/** POST /services/sicknote/validate and /services/sicknote (the sickNoteObj). */
export interface SickNotePayload {
  formType: 'sick-note';
  timeOffIsFor: SickNotePurpose;
  timeOffReason: string;
  startTimeOff: string;
  endOfTimeOff: string;
  isAgreed: boolean;
}

/** POST /services/schoolworkform/validate and /services2/sicknote/save_school_work_form. */
export interface SchoolWorkFormPayload {
  formType: 'school-work-form';
  /** Sent again when the patient changes a form saved earlier and not yet paid. */
  formId?: string;
  timeOffIsFor: FormPurpose;
  timeOffReason: string;
  pageCount: number;
  organization: string;
  isAgreed: boolean;
}

export interface SickNoteValidateReply {
  success: boolean;
  message?: string;
  extras?: { isBCServiceValid?: boolean; message?: string };
}

export interface SchoolWorkFormValidateReply {
  success: boolean;
  message?: string;
  extras?: { calculatedPrice?: number; isPrivate?: boolean; message?: string };
}

export interface SaveSchoolWorkFormReply {
  success: boolean;
  formId?: string;
  accessToken?: string;
  error?: string;
  message?: string;
}

/**
 * GET /services2/sicknote/school_work_form/{id} and ..._token/{token}: the saved form as the
 * upload page reads it.
 */
export interface SchoolWorkForm {
  formId: string;
  accessToken: string;
  paymentComplete: boolean;
  uploadedToOscar: boolean;
  filesUploaded: boolean;
  timeOffIsFor: FormPurpose;
  submittedDate: string | null;
}
