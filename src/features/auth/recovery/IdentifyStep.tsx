import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { msgKey, type Msg } from '../../../api/message';
import { useAppDispatch } from '../../../app/hooks';
import BotCheck, { type BotCheckHandle } from '../../../components/BotCheck';
import DateOfBirthSelect from '../../../components/DateOfBirthSelect';
import { FieldError, InputField } from '../../../components/form';
import Spinner from '../../../components/Spinner';
import { useBrand } from '../../../config/useBrand';
import { useMsg } from '../../../i18n/useMsg';
import { digitsOnly, identifyErrorField, validateRecoveryIdentify } from './recoveryRules';
import StepHeading from './StepHeading';
import { validateIdentity } from './thunks';

export interface IdentityValues {
  email: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  hin: string;
}

export const EMPTY_IDENTITY: IdentityValues = {
  email: '',
  birthDay: '',
  birthMonth: '',
  birthYear: '',
  hin: '',
};

interface Props {
  values: IdentityValues;
  onChange: (values: IdentityValues) => void;
  onFound: () => void;
  /** False on first arrival: the page's h1 is what a visitor meets first. */
  focusHeading: boolean;
}

type ErrorField = 'email' | 'birth' | 'botCheck' | null;

/** Step 1: who is asking (e-mail, date of birth, optionally the B.C. Services Card number). */
export default function IdentifyStep({ values, onChange, onFound, focusHeading }: Props) {
  const { t } = useTranslation('recovery');
  const render = useMsg();
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const id = useId();
  const errorId = `${id}-error`;
  const [botToken, setBotToken] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<{ msg: Msg; field: ErrorField } | null>(null);
  const botCheck = useRef<BotCheckHandle>(null);
  const form = useRef<HTMLFormElement>(null);

  const set = (patch: Partial<IdentityValues>) => onChange({ ...values, ...patch });

  const focusField = (field: ErrorField) => {
    const target =
      field === 'email'
        ? `#${CSS.escape(`${id}-email`)}`
        : field === 'birth'
          ? `#${CSS.escape(`${id}-dob`)} select`
          : field === 'botCheck'
            ? '.bot-check input'
            : null;
    if (target) form.current?.querySelector<HTMLElement>(target)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const problem = validateRecoveryIdentify(values, botToken);
    if (problem) {
      const field = identifyErrorField[problem];
      setError({
        msg: msgKey(`recovery:errors.${problem}`, { email: brand.serviceEmail }),
        field,
      });
      focusField(field);
      return;
    }
    setError(null);
    setLoading(true);
    const result = await dispatch(validateIdentity({ ...values, recaptcha: botToken ?? '' }));
    if (validateIdentity.fulfilled.match(result)) {
      onFound();
      return;
    }
    setLoading(false);
    setError({ msg: result.payload ?? msgKey('recovery:errors.notValidated'), field: null });
    // A bot-check token is good for one try only.
    setBotToken(null);
    botCheck.current?.reset();
  };

  const describe = (field: ErrorField) => (error?.field === field ? errorId : undefined);
  const invalid = (field: ErrorField) => error?.field === field;

  return (
    <>
      <StepHeading step={1} focus={focusHeading}>
        {t('identify.title')}
      </StepHeading>
      <p>{t('identify.text')}</p>
      <form ref={form} noValidate onSubmit={onSubmit}>
        <InputField
          id={`${id}-email`}
          label={t('identify.email')}
          invalid={invalid('email')}
          errorId={errorId}
          input={{
            type: 'email',
            inputMode: 'email',
            autoComplete: 'email',
            value: values.email,
            onChange: (event) => set({ email: event.target.value }),
          }}
        />
        <div className="mb-3">
          <DateOfBirthSelect
            idPrefix={`${id}-dob`}
            legend={t('identify.dateOfBirth')}
            value={{ day: values.birthDay, month: values.birthMonth, year: values.birthYear }}
            invalid={invalid('birth')}
            describedBy={describe('birth')}
            onChange={(date) =>
              set({ birthDay: date.day, birthMonth: date.month, birthYear: date.year })
            }
          />
        </div>
        <InputField
          id={`${id}-hin`}
          label={
            <>
              {t('identify.hin')} <span className="text-body-secondary">{t('optional')}</span>
            </>
          }
          hint={t('identify.hinHint')}
          input={{
            type: 'text',
            inputMode: 'numeric',
            autoComplete: 'off',
            value: values.hin,
            // A PHN has 10 digits; a pasted number keeps them without its spaces or dashes.
            onChange: (event) => set({ hin: digitsOnly(event.target.value).slice(0, 10) }),
          }}
        />
        <div className={`mb-3${invalid('botCheck') ? ' bot-check-invalid' : ''}`}>
          <BotCheck ref={botCheck} onChange={setBotToken} />
        </div>
        <FieldError id={errorId} text={error && render(error.msg)} className="alert alert-danger" />
        <button type="submit" className="btn btn-primary w-100" disabled={loading}>
          {loading && <Spinner inline />}
          {t('identify.submit')}
        </button>
      </form>
    </>
  );
}
