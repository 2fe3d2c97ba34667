import { formPayload, sickNotePayload, type RequestData } from '../requests';
import type { ChargeRequestRef, ChargeSickNote } from '../../api/types';

/** "sickNote data with formId and formType" for the charge: a form goes by its saved id. */
export function chargeRequestOf(data: RequestData): ChargeSickNote | null {
  if (data.formType === 'sick-note') return { ...sickNotePayload(data), formId: null };
  return data.formId ? { ...formPayload(data), formId: data.formId } : null;
}

/** What a confirmation sends: the whole request when it is known, else its kind and form id. */
export function confirmRequestOf(
  data: RequestData | null,
  formType: RequestData['formType'],
): ChargeSickNote | ChargeRequestRef {
  const full = data && data.formType === formType ? chargeRequestOf(data) : null;
  return full ?? { formType, formId: data?.formType === formType ? data.formId : null };
}
