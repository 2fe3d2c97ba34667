import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgKey } from '../../../api/message';
import { useAppDispatch } from '../../../app/hooks';
import BotCheck, { type BotCheckHandle } from '../../../components/BotCheck';
import DateOfBirthSelect from '../../../components/DateOfBirthSelect';
import { FormAlert, InputField, SubmitButton, useForm } from '../../../components/form';
import { useBrand } from '../../../config/useBrand';
import { failureOf } from '../../../state/serviceThunk';
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

type ErrorField = 'email' | 'birth' | 'botCheck';

const ERROR_FIELDS: readonly ErrorField[] = ['email', 'birth', 'botCheck'];

/** Step 1: who is asking (e-mail, date of birth, optionally the B.C. Services Card number). */
export default function IdentifyStep({ values, onChange, onFound, focusHeading }: Props) {
  const { t } = useTranslation('recovery');
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const id = useId();
  const errorId = `${id}-error`;
  const [botToken, setBotToken] = useState<string | null>(null);
  const botCheck = useRef<BotCheckHandle>(null);
  // The values are the page's (they stay when the patient comes back to this step). The first
  // failing rule flags its field, which takes the focus; its message, or the service's refusal,
  // shows in the one alert under the form, and stays until the next press.
  const form = useForm<ErrorField>({
    order: ERROR_FIELDS,
    ids: { email: `${id}-email`, birth: `${id}-dob`, botCheck: `${id}-bot` },
    check: () => {
      const problem = validateRecoveryIdentify(values, botToken);
      if (!problem) return {};
      const msg = msgKey(`recovery:errors.${problem}`, { email: brand.serviceEmail });
      return { [identifyErrorField[problem]]: msg };
    },
    send: async () => {
      const result = await dispatch(validateIdentity({ ...values, recaptcha: botToken ?? '' }));
      const failure = failureOf(result);
      if (!failure) {
        onFound();
        return null;
      }
      // A bot-check token is good for one try only.
      setBotToken(null);
      botCheck.current?.reset();
      return failure.msg;
    },
  });

  const set = (patch: Partial<IdentityValues>) => onChange({ ...values, ...patch });
  const invalid = (field: ErrorField) => form.errors.invalid(field);
  const describe = (field: ErrorField) => (invalid(field) ? errorId : undefined);

  return (
    <>
      <StepHeading step={1} focus={focusHeading}>
        {t('identify.title')}
      </StepHeading>
      <p>{t('identify.text')}</p>
      <form {...form.props}>
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
        <div id={`${id}-bot`} className={`mb-3${invalid('botCheck') ? ' bot-check-invalid' : ''}`}>
          <BotCheck ref={botCheck} onChange={setBotToken} />
        </div>
        <FormAlert
          id={errorId}
          msg={form.failure ?? form.errors.first()}
          alertRef={form.alertRef}
        />
        <SubmitButton
          busy={form.busy}
          label={t('identify.submit')}
          className="btn btn-primary w-100"
        />
      </form>
    </>
  );
}
