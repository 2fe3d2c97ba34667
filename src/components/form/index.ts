// The form kit: a labelled control with its hint and error (Field), the one error message
// (FieldError), a form's per-field errors with first-error focus (useFormErrors), the
// invalid-control attributes custom controls spread themselves (controlProps) and the props they
// take (ValueControlProps), a checkbox or radio button with its label (Check), a Field of one input
// (InputField), password fields shown or hidden by one box (useShowPasswords), and the form itself:
// its values, errors, failure and one-at-a-time send (useForm), the failure's alert (FormAlert)
// and the submit button (SubmitButton).
export { default as Check, type CheckProps } from './Check';
export { default as Field, ERROR, HINT, type FieldControl, type FieldProps } from './Field';
export { default as FieldError, type FieldErrorProps } from './FieldError';
export { default as InputField, type InputFieldProps } from './InputField';
export { useShowPasswords } from './useShowPasswords';
export {
  controlProps,
  describedByOf,
  invalidClass,
  type ControlAttributes,
  valueControlAttributes,
  type ValueControlProps,
} from './controlProps';
export { firstErrorField, useFormErrors, type FieldErrors, type FormErrors } from './useFormErrors';
export { default as SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { default as FormAlert, type FormAlertProps } from './FormAlert';
export { useForm, type Form, type FormOptions } from './useForm';
