// The request as each call sends it, built from the slice (docs/calls.md#request-and-payment-calls).

import type { FormType } from '../../lib/pricing';
import type { SickNotePurpose } from '../../lib/sickNote';
import { pagesFor } from '../../lib/validation/formRequest';
import type { SchoolWorkFormPayload, SickNotePayload } from '../../api/types';
import type { RequestData } from './types';

export function sickNotePayload(data: RequestData): SickNotePayload {
  return {
    formType: 'sick-note',
    timeOffIsFor: data.timeOffIsFor as SickNotePurpose,
    timeOffReason: data.timeOffReason.trim(),
    startTimeOff: data.startTimeOff,
    endOfTimeOff: data.endOfTimeOff,
    isAgreed: data.isAgreed,
  };
}

export function formPayload(data: RequestData): SchoolWorkFormPayload {
  const type = data.timeOffIsFor as FormType;
  return {
    formType: 'school-work-form',
    ...(data.formId ? { formId: data.formId } : {}),
    timeOffIsFor: type,
    timeOffReason: data.timeOffReason.trim(),
    pageCount: pagesFor(type, data.pageCount) ?? 0,
    organization: data.organization.trim(),
    isAgreed: data.isAgreed,
  };
}
