import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FieldError, type FieldControl } from '../../../components/form';
import type { SectionProps } from './sectionProps';
import TextField, { type TextFieldProps } from './TextField';
import { REGISTER_ERROR } from './useRegistrationForm';

// The registration form's fields bound to it by name: the message above the field when it is
// this field's, the id and label from the name, flagged and described as the form says.

/** The registration fields typed as text, each its own message's anchor. */
export type TextFieldName =
  | 'firstName'
  | 'lastName'
  | 'address'
  | 'city'
  | 'postal'
  | 'internationalPhone'
  | 'healthCardNumber'
  | 'healthCardNumberConfirm'
  | 'email'
  | 'emailConfirm'
  | 'password'
  | 'passwordConfirm';

interface FormTextFieldProps
  extends
    SectionProps,
    Omit<TextFieldProps, 'id' | 'label' | 'value' | 'onChange' | 'invalid' | 'errorId'> {
  field: TextFieldName;
  /** The column it stands in ('col-md-6'), or none. */
  column?: string;
}

/**
 * A text field of the registration form: its message above it, its id, label and value from its
 * name, flagged and described as the form says, a change sent to the form.
 */
export function FormTextField({ form, errorAt, field, column, ...input }: FormTextFieldProps) {
  const { t } = useTranslation('register');
  const body = (
    <>
      <FieldError {...REGISTER_ERROR} text={errorAt(field)} />
      <TextField
        {...input}
        id={`register-${field}`}
        label={t(`labels.${field}`)}
        value={form.values[field]}
        invalid={form.flagged(field)}
        errorId={form.describedBy(field)}
        onChange={(value) => form.change({ [field]: value })}
      />
    </>
  );
  return column ? <div className={column}>{body}</div> : body;
}

interface FormSelectFieldProps extends SectionProps {
  field: 'province' | 'country' | 'healthCardProvince';
  /** The column it stands in, with its spacing. */
  column: string;
  /** The select, given its id and state. */
  children: (control: FieldControl) => ReactNode;
}

/** A select of the registration form (a province, a country), bound to the form by name. */
export function FormSelectField({ form, errorAt, field, column, children }: FormSelectFieldProps) {
  const { t } = useTranslation('register');
  return (
    <div className={column}>
      <FieldError {...REGISTER_ERROR} text={errorAt(field)} />
      <Field
        id={`register-${field}`}
        label={t(`labels.${field}`)}
        invalid={form.flagged(field)}
        errorId={form.describedBy(field)}
        className={null}
      >
        {children}
      </Field>
    </div>
  );
}
