// The medical information step serves two flows; ?formType= says which, and where Confirm goes.

export type FormType = 'sick-note' | 'school-work-form';

/** docs/medical-info.md#confirm-medical-information: 'sick-note' unless the address asks for the form flow. */
export function formTypeOf(params: URLSearchParams): FormType {
  return params.get('formType') === 'school-work-form' ? 'school-work-form' : 'sick-note';
}

export const confirmPath = (formType: FormType) => `/medicalInfo?formType=${formType}`;

export const editPath = (formType: FormType) => `/medicalInfo/edit?formType=${formType}`;

/** Where Confirm continues: the request page of the flow, keeping formType. */
export const requestPath = (formType: FormType) =>
  formType === 'school-work-form'
    ? '/school-work-form?formType=school-work-form'
    : '/sick-note?formType=sick-note';
