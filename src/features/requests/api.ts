import { api } from '../../api/client';
import type {
  ApiReply,
  SaveSchoolWorkFormReply,
  SchoolWorkFormPayload,
  SchoolWorkFormValidateReply,
  SickNotePayload,
  SickNoteValidateReply,
} from '../../api/types';

// docs/calls.md#request-and-payment-calls: one small function a call.

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

/**
 * The service's record that the patient agreed to the request's terms (docs/requests.md#agreement, no
 * body: the session says who). The portal "collects consent", so it is kept server-side too.
 */
export const saveAgreement = () =>
  api.post<ApiReply>('/services/agreement/save').then((r) => r.data);
