// The form kit: a labelled control with its hint and error (Field), the one error message
// (FieldError), a form's per-field errors with first-error focus (useFormErrors), the
// invalid-control attributes custom controls spread themselves (controlProps), and a checkbox or
// radio button with its label (Check).
export { default as Check, type CheckProps } from './Check';
export { default as Field, ERROR, HINT, type FieldControl, type FieldProps } from './Field';
export { default as FieldError, type FieldErrorProps } from './FieldError';
export { controlProps, describedByOf, invalidClass, type ControlAttributes } from './controlProps';
export { firstErrorField, useFormErrors, type FieldErrors, type FormErrors } from './useFormErrors';
