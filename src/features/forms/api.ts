import { api } from '../../api/client';
import type {
  SaveSchoolWorkFormReply,
  SchoolWorkFormPayload,
  SchoolWorkFormValidateReply,
  SickNotePayload,
  SickNoteValidateReply,
} from '../../api/types';

// Spec 02 §7: one small function a call.

export const validateSickNote = (sickNote: SickNotePayload) =>
  api.post<SickNoteValidateReply>('/services/sicknote/validate', sickNote).then((r) => r.data);

export const validateSchoolWorkForm = (form: SchoolWorkFormPayload) =>
  api
    .post<SchoolWorkFormValidateReply>('/services/schoolworkform/validate', form)
    .then((r) => r.data);

/** Saved without files: answers the formId and the form's own accessToken. */
export const saveSchoolWorkForm = (form: SchoolWorkFormPayload) =>
  api
    .post<SaveSchoolWorkFormReply>('/services2/sicknote/save_school_work_form', form)
    .then((r) => r.data);
