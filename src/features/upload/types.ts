// Replies of the upload calls (spec 02 §7). Type-only: the mock clinic answers with these shapes.

import type { SchoolWorkForm } from '../forms/types';

export type { SchoolWorkForm } from '../forms/types';

/** GET /services2/sicknote/school_work_form/{id} and ..._token/{token}. */
export interface SchoolWorkFormReply {
  success: boolean;
  form?: SchoolWorkForm;
  message?: string;
}

/** POST /services2/sicknote/upload_school_work_files(_token/{token}). */
export interface UploadFilesReply {
  success: boolean;
  message?: string;
  accessToken?: string;
}

/** POST /services2/sicknote/complete_oscar_submission(_token/{token}). */
export interface OscarSubmissionReply {
  success: boolean;
  /** The records system already has this form: counts as complete. */
  alreadyProcessed?: boolean;
  error?: string;
}
