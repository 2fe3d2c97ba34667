import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import {
  FormAlert,
  InputField,
  SubmitButton,
  useForm,
  useShowPasswords,
} from '../../components/form';
import { failureOf } from '../../state/serviceThunk';
import {
  CHANGE_PASSWORD_FIELDS,
  validateChangePassword,
  type ChangePasswordError,
  type ChangePasswordField,
  type ChangePasswordValues,
} from './changePasswordRules';
import { changePassword } from './thunks';

const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', passwordConfirm: '' };

/** The Change Password tab: every field says its own problem, under it. */
export default function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const id = useId();
  const passwords = useShowPasswords(`${id}-show`, t('password.show'));
  const form = useForm<ChangePasswordField, ChangePasswordValues, ChangePasswordError>({
    order: CHANGE_PASSWORD_FIELDS,
    ids: {
      currentPassword: `${id}-currentPassword`,
      password: `${id}-password`,
      passwordConfirm: `${id}-passwordConfirm`,
    },
    initial: EMPTY,
    check: validateChangePassword,
    send: async ({ currentPassword, password }) => {
      const result = await dispatch(changePassword({ currentPassword, password }));
      const failure = failureOf(result);
      // The success alert is shown by the thunk; the fields are emptied for the next time.
      if (!failure) form.setValues(EMPTY);
      return failure?.msg;
    },
  });
  const { values, errors } = form;

  return (
    <form {...form.props} className="change-password-form">
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
              // The current password is the one a password manager keeps; the other two, its new one.
              autoComplete: field === 'currentPassword' ? 'current-password' : 'new-password',
              value: values[field],
              onChange: (event) => form.set(field, event.target.value),
            }}
          />
        );
      })}
      {passwords.toggle}
      <FormAlert msg={form.failure} alertRef={form.alertRef} />
      <SubmitButton busy={form.busy} label={t('password.submit')} />
    </form>
  );
}
