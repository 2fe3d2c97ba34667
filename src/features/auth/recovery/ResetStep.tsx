import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { msgKey, type Msg } from '../../../api/message';
import { useAppDispatch } from '../../../app/hooks';
import {
  ERROR,
  FieldError,
  HINT,
  InputField,
  useShowPasswords,
  type InputFieldProps,
} from '../../../components/form';
import { useMsg } from '../../../i18n/useMsg';
import { resetErrorField, validateRecoveryReset, type RecoveryResetValues } from './recoveryRules';
import StepHeading from './StepHeading';
import { resetPassword, sendResetCode } from './thunks';
import ActionButton from '../../../components/ActionButton';

interface Props {
  email: string;
  onReset: () => void;
  /** Back to step 1: a new code is refused once the identity step is too old. */
  onRestart: () => void;
}

type ResetField = keyof RecoveryResetValues;

/** Step 3: the mailed code and the new password. */
export default function ResetStep({ email, onReset, onRestart }: Props) {
  const { t } = useTranslation('recovery');
  const render = useMsg();
  const dispatch = useAppDispatch();
  const id = useId();
  const errorId = `${id}-error`;
  const [values, setValues] = useState<RecoveryResetValues>({
    code: '',
    password: '',
    passwordConfirm: '',
  });
  const passwords = useShowPasswords(`${id}-show`, t('showPasswords'));
  const [error, setError] = useState<{ msg: Msg; field: ResetField | null } | null>(null);
  const [busy, setBusy] = useState<'reset' | 'resend' | null>(null);
  const [resent, setResent] = useState(false);
  // A refused "new code" (the service wants the identity step again) offers a way back to it.
  const [resendRefused, setResendRefused] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const set = (field: ResetField) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = validateRecoveryReset(values);
    if (problem) {
      const field = resetErrorField[problem];
      setError({ msg: msgKey(`recovery:errors.${problem}`), field });
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${field}`)}`)?.focus();
      return;
    }
    setError(null);
    setResent(false);
    setBusy('reset');
    const result = await dispatch(
      resetPassword({ email, code: values.code, password: values.password }),
    );
    if (resetPassword.fulfilled.match(result)) {
      onReset();
      return;
    }
    setBusy(null);
    setError({ msg: result.payload ?? msgKey('recovery:errors.resetUnknown'), field: null });
  };

  const resend = async () => {
    setBusy('resend');
    setError(null);
    setResent(false);
    const result = await dispatch(sendResetCode(email));
    setBusy(null);
    if (sendResetCode.fulfilled.match(result)) {
      setResent(true);
      setResendRefused(false);
    } else {
      setError({ msg: result.payload ?? msgKey('recovery:errors.unknown'), field: null });
      setResendRefused(true);
    }
  };

  /** A field: its input, flagged when the one message under the form is about it. */
  const fieldOf = (field: ResetField, input: InputFieldProps['input']) => ({
    id: `${id}-${field}`,
    label: t(`reset.${field}`),
    invalid: error?.field === field,
    errorId,
    input: { value: values[field], onChange: set(field), ...input },
  });

  return (
    <>
      <StepHeading step={3}>{t('reset.title')}</StepHeading>
      <p>{t('reset.text', { email })}</p>
      <form ref={form} noValidate onSubmit={onSubmit}>
        <InputField
          {...fieldOf('code', {
            type: 'text',
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            maxLength: 12,
          })}
        />
        <InputField
          {...fieldOf('password', { type: passwords.type, autoComplete: 'new-password' })}
          hint={t('reset.passwordHint')}
          describedBy={[ERROR, HINT]}
        />
        <InputField
          {...fieldOf('passwordConfirm', { type: passwords.type, autoComplete: 'new-password' })}
        />
        {passwords.toggle}
        <FieldError id={errorId} text={error && render(error.msg)} className="alert alert-danger" />
        {resent && (
          <div className="alert alert-success" role="status">
            {t('reset.resent', { email })}
          </div>
        )}
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <ActionButton
            type="submit"
            busy={busy === 'reset'}
            disabled={busy !== null}
            label={t('reset.submit')}
          />
          <ActionButton
            className="btn btn-link"
            busy={busy === 'resend'}
            disabled={busy !== null}
            onClick={() => void resend()}
            label={t('reset.resend')}
          />
          {resendRefused && (
            <ActionButton
              className="btn btn-link"
              disabled={busy !== null}
              onClick={onRestart}
              label={t('reset.startAgain')}
            />
          )}
        </div>
      </form>
    </>
  );
}
