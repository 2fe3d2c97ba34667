import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FieldError, type ValueControlProps } from '../../../components/form';
import type { RegistrationField } from './registrationFields';
import type { RegistrationLabel } from './registrationRules';
import type { SectionProps } from './sectionProps';
import TextField, { type TextFieldProps } from './TextField';
import { REGISTER_ERROR } from './useRegistrationForm';

// The registration form's fields bound to it by name: the message above the field when it is
// this field's, the id and label from the name, flagged and described as the form says.

/** The registration fields chosen from a list; FormSelectField binds them. */
type SelectFieldName = 'gender' | 'province' | 'country' | 'healthCardProvince';

/** The registration fields typed as text: the named ones that are neither a list nor a group. */
export type TextFieldName = Exclude<
  Extract<RegistrationLabel, RegistrationField>,
  SelectFieldName | 'gender' | 'preferredPharmacy'
>;

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
  field: SelectFieldName;
  /** The column it stands in, with its spacing. */
  column: string;
  /** The list it is chosen from (a province or country select). */
  Select: ComponentType<ValueControlProps>;
}

/** A select of the registration form (a province, a country), bound to the form by name. */
export function FormSelectField({ form, errorAt, field, column, Select }: FormSelectFieldProps) {
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
        {(control) => (
          <Select
            id={control.id}
            value={form.values[field]}
            invalid={control.invalid}
            describedBy={control.describedBy}
            onChange={(value) => form.change({ [field]: value })}
          />
        )}
      </Field>
    </div>
  );
}
