import type { InputHTMLAttributes, Ref } from 'react';
import Field, { type FieldProps } from './Field';

export interface InputFieldProps extends Omit<FieldProps, 'children'> {
  /** The input's own attributes: type, value, onChange, autoComplete… (the field sets the rest). */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
    ref?: Ref<HTMLInputElement>;
  };
  /** The input's classes ('form-control' by default); is-invalid is added in error. */
  inputClassName?: string;
}

/** A Field whose control is one input: the commonest field of the portal's forms. */
export default function InputField({
  input,
  inputClassName = 'form-control',
  ...field
}: InputFieldProps) {
  return (
    <Field {...field}>{(control) => <input {...control.props(inputClassName)} {...input} />}</Field>
  );
}
