import type { RequestType } from '../../api/types';

/** The request page of each flow (the form also answers at /sick-note?formType=school-work-form). */
export const requestPath = (formType: RequestType) =>
  formType === 'school-work-form' ? '/school-work-form?formType=school-work-form' : '/sick-note';

export const paymentPath = (formType: RequestType) =>
  formType === 'school-work-form'
    ? '/school-work-form/payment?formType=school-work-form'
    : '/sick-note/payment';
