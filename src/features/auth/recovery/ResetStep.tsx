import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgKey } from '../../../api/message';
import { useAppDispatch } from '../../../app/hooks';
import {
  ERROR,
  FormAlert,
  HINT,
  InputField,
  SubmitButton,
  useForm,
  useShowPasswords,
  type InputFieldProps,
} from '../../../components/form';
import { failureOf } from '../../../state/serviceThunk';
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

const RESET_FIELDS: readonly ResetField[] = ['code', 'password', 'passwordConfirm'];

/** Step 3: the mailed code and the new password. */
export default function ResetStep({ email, onReset, onRestart }: Props) {
  const { t } = useTranslation('recovery');
  const dispatch = useAppDispatch();
  const id = useId();
  const errorId = `${id}-error`;
  const passwords = useShowPasswords(`${id}-show`, t('showPasswords'));
  const [resent, setResent] = useState(false);
  // "Send me a new code" is under way: both buttons wait (the form's own send is `form.busy`).
  const [resending, setResending] = useState(false);
  // A refused "new code" (the service wants the identity step again) offers a way back to it.
  const [resendRefused, setResendRefused] = useState(false);
  // The first failing rule flags its field, which takes the focus; its message, or the service's
  // refusal, shows in the one alert under the form, and stays until the next press.
  const form = useForm<ResetField, RecoveryResetValues>({
    order: RESET_FIELDS,
    ids: {
      code: `${id}-code`,
      password: `${id}-password`,
      passwordConfirm: `${id}-passwordConfirm`,
    },
    initial: { code: '', password: '', passwordConfirm: '' },
    check: (values) => {
      const problem = validateRecoveryReset(values);
      return problem ? { [resetErrorField[problem]]: msgKey(`recovery:errors.${problem}`) } : {};
    },
    canSend: () => !resending,
    send: async ({ code, password }) => {
      setResent(false);
      const result = await dispatch(resetPassword({ email, code, password }));
      const failure = failureOf(result);
      if (!failure) onReset();
      return failure?.msg;
    },
  });
  const { values } = form;
  const busy = form.busy || resending;

  const set = (field: ResetField) => (event: React.ChangeEvent<HTMLInputElement>) =>
    form.setValues((v) => ({ ...v, [field]: event.target.value }));

  const resend = async () => {
    setResending(true);
    form.setFailure(null);
    form.errors.clear();
    setResent(false);
    const failure = failureOf(await dispatch(sendResetCode(email)));
    setResending(false);
    if (!failure) {
      setResent(true);
      setResendRefused(false);
    } else {
      form.setFailure(failure.msg);
      setResendRefused(true);
    }
  };

  /** A field: its input, flagged when the one message under the form is about it. */
  const fieldOf = (field: ResetField, input: InputFieldProps['input']) => ({
    id: `${id}-${field}`,
    label: t(`reset.${field}`),
    invalid: form.errors.invalid(field),
    errorId,
    input: { value: values[field], onChange: set(field), ...input },
  });

  return (
    <>
      <StepHeading step={3}>{t('reset.title')}</StepHeading>
      <p>{t('reset.text', { email })}</p>
      <form {...form.props}>
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
        <FormAlert
          id={errorId}
          msg={form.failure ?? form.errors.first()}
          alertRef={form.alertRef}
        />
        {resent && (
          <div className="alert alert-success" role="status">
            {t('reset.resent', { email })}
          </div>
        )}
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <SubmitButton busy={form.busy} disabled={resending} label={t('reset.submit')} />
          <ActionButton
            className="btn btn-link"
            busy={resending}
            disabled={busy}
            onClick={() => void resend()}
            label={t('reset.resend')}
          />
          {resendRefused && (
            <ActionButton
              className="btn btn-link"
              disabled={busy}
              onClick={onRestart}
              label={t('reset.startAgain')}
            />
          )}
        </div>
      </form>
    </>
  );
}
