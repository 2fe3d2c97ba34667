import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { msgKey, type Msg } from '../../api/message';
import { useAppDispatch } from '../../app/hooks';
import Spinner from '../../components/Spinner';
import { useMsg } from '../../i18n/useMsg';
import {
  CHANGE_PASSWORD_FIELDS,
  firstChangePasswordField,
  validateChangePassword,
  type ChangePasswordErrors,
  type ChangePasswordField,
  type ChangePasswordValues,
} from './changePasswordRules';
import { changePassword } from './thunks';

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
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [failure, setFailure] = useState<Msg | null>(null);
  const [show, setShow] = useState(false);
  const [saving, setSaving] = useState(false);
  const inputs = useRef<Partial<Record<ChangePasswordField, HTMLInputElement | null>>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateChangePassword(values);
    setErrors(found);
    setFailure(null);
    const first = firstChangePasswordField(found);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
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
        const error = errors[field];
        const inputId = `${id}-${field}`;
        const errorId = `${inputId}-error`;
        return (
          <div className="mb-3" key={field}>
            <label className="form-label" htmlFor={inputId}>
              {t(`password.${field}`)}
            </label>
            <input
              id={inputId}
              ref={(element) => {
                inputs.current[field] = element;
              }}
              className={`form-control${error ? ' is-invalid' : ''}`}
              type={show ? 'text' : 'password'}
              autoComplete={AUTOCOMPLETE[field]}
              value={values[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                const value = event.target.value;
                setValues((v) => ({ ...v, [field]: value }));
              }}
            />
            {error && (
              <div id={errorId} className="invalid-feedback">
                {t(`password.errors.${error}`)}
              </div>
            )}
          </div>
        );
      })}
      <div className="form-check mb-3">
        <input
          id={`${id}-show`}
          className="form-check-input"
          type="checkbox"
          checked={show}
          onChange={(event) => setShow(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={`${id}-show`}>
          {t('password.show')}
        </label>
      </div>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {render(failure)}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving && <Spinner inline />}
        {t('password.submit')}
      </button>
    </form>
  );
}
