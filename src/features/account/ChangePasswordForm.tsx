import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { msgKey, type Msg } from '../../api/message';
import { useAppDispatch } from '../../app/hooks';
import { FieldError, InputField, useFormErrors, useShowPasswords } from '../../components/form';
import { useMsg } from '../../i18n/useMsg';
import {
  CHANGE_PASSWORD_FIELDS,
  validateChangePassword,
  type ChangePasswordError,
  type ChangePasswordField,
  type ChangePasswordValues,
} from './changePasswordRules';
import { changePassword } from './thunks';
import ActionButton from '../../components/ActionButton';

const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', passwordConfirm: '' };

const AUTOCOMPLETE: Record<ChangePasswordField, string> = {
  currentPassword: 'current-password',
  password: 'new-password',
  passwordConfirm: 'new-password',
};

/** The Change Password tab: every field says its own problem, under it. */
export default function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const render = useMsg();
  const dispatch = useAppDispatch();
  const id = useId();
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const errors = useFormErrors<ChangePasswordField, ChangePasswordError>(
    CHANGE_PASSWORD_FIELDS,
    (field) => document.getElementById(`${id}-${field}`),
  );
  const [failure, setFailure] = useState<Msg | null>(null);
  const passwords = useShowPasswords(`${id}-show`, t('password.show'));
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    if (errors.show(validateChangePassword(values))) return;
    setSaving(true);
    const result = await dispatch(
      changePassword({ currentPassword: values.currentPassword, password: values.password }),
    );
    setSaving(false);
    if (changePassword.fulfilled.match(result)) {
      // The success alert is shown by the thunk; the fields are emptied for the next time.
      setValues(EMPTY);
      return;
    }
    setFailure(result.payload ?? msgKey('account:password.errors.failed'));
  };

  return (
    <form noValidate onSubmit={onSubmit} className="change-password-form">
      <h2 className="h5">{t('password.title')}</h2>
      <p className="form-text mt-0">{t('password.intro')}</p>
      {CHANGE_PASSWORD_FIELDS.map((field) => {
        const error = errors.errorOf(field);
        return (
          <InputField
            key={field}
            id={`${id}-${field}`}
            label={t(`password.${field}`)}
            error={error && t(`password.errors.${error}`)}
            // Under its field, which the focus moved to: not read out again.
            errorLook={{ className: 'invalid-feedback', announce: false }}
            input={{
              type: passwords.type,
              autoComplete: AUTOCOMPLETE[field],
              value: values[field],
              onChange: (event) => {
                const value = event.target.value;
                setValues((v) => ({ ...v, [field]: value }));
              },
            }}
          />
        );
      })}
      {passwords.toggle}
      <FieldError text={failure && render(failure)} className="alert alert-danger" />
      <ActionButton type="submit" busy={saving} label={t('password.submit')} />
    </form>
  );
}
