import { SubmitButton } from '../../components/form';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { msgKey, type Msg } from '../../api/message';
import { useAppDispatch } from '../../app/hooks';
import BotCheck, { type BotCheckHandle } from '../../components/BotCheck';
import { FieldError, HINT, InputField } from '../../components/form';
import { useMsg } from '../../i18n/useMsg';
import { formatCalendarDay } from '../../lib/calendarDay';
import { sickNoteIdFromQuery } from './idFromAddress';
import { validateSickNoteCheck, type SickNoteCheckValues } from './rules';
import { checkSickNote, type CheckOutcome } from './thunks';
import FormPage from '../../components/FormPage';

// A public page an employer opens on a phone: plain Bootstrap markup, no component library.

const FIELDS = [
  { name: 'id', type: 'text', autoComplete: 'off' },
  { name: 'firstName', type: 'text', autoComplete: 'off' },
  { name: 'lastName', type: 'text', autoComplete: 'off' },
  { name: 'startDate', type: 'date', autoComplete: 'off' },
  { name: 'endDate', type: 'date', autoComplete: 'off' },
] as const;

const ERROR_ID = 'validate-error';

const EMPTY: SickNoteCheckValues = {
  id: '',
  firstName: '',
  lastName: '',
  startDate: '',
  endDate: '',
};

export default function ValidateSickNotePage() {
  const { t, i18n } = useTranslation('validation');
  const render = useMsg();
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  // A printed note's link (/validate?id=SN-…) fills in its ID, and nothing else.
  const [values, setValues] = useState<SickNoteCheckValues>(() => ({
    ...EMPTY,
    id: sickNoteIdFromQuery(search),
  }));
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [error, setError] = useState<{ msg: Msg; fields: boolean } | null>(null);
  const [result, setResult] = useState<CheckOutcome | null>(null);
  const [checking, setChecking] = useState(false);
  const botCheck = useRef<BotCheckHandle>(null);
  const lang = i18n.language === 'cn' ? 'cn' : 'en';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    const problem = validateSickNoteCheck(values, captcha);
    if (problem || !captcha) {
      setResult(null);
      setError({
        msg: msgKey(
          problem === 'required' ? 'validation:errors.required' : 'validation:errors.captcha',
        ),
        fields: problem === 'required',
      });
      return;
    }
    setError(null);
    setResult(null);
    setChecking(true);
    const outcome = await dispatch(checkSickNote(values, captcha));
    setChecking(false);
    setResult(outcome);
    // A bot-check token is good for one check only.
    setCaptcha(null);
    botCheck.current?.reset();
  };

  const missing = (name: keyof SickNoteCheckValues) =>
    Boolean(error?.fields) && values[name].trim() === '';

  return (
    <FormPage
      className="validate-page"
      title={t('title')}
      lead={t('intro')}
      rowClassName="row justify-content-center"
      columnClassName="col-lg-7 col-xl-6"
      heading={t('formTitle')}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div className="row g-3">
          {FIELDS.map((field) => (
            <InputField
              key={field.name}
              id={`validate-${field.name}`}
              label={t(`fields.${field.name}`)}
              hint={field.name === 'id' ? t('idHint') : undefined}
              invalid={missing(field.name)}
              // The one message under the fields is about every field.
              describedBy={[HINT, error && ERROR_ID]}
              className={field.name === 'id' ? 'col-12' : 'col-sm-6'}
              input={{
                type: field.type,
                autoComplete: field.autoComplete,
                autoCapitalize: field.name === 'id' ? 'characters' : undefined,
                spellCheck: false,
                value: values[field.name],
                onChange: (e) => setValues((v) => ({ ...v, [field.name]: e.target.value })),
              }}
            />
          ))}
        </div>
        <div className="my-3">
          <BotCheck ref={botCheck} onChange={setCaptcha} />
        </div>
        <FieldError
          id={ERROR_ID}
          text={error && render(error.msg)}
          className="alert alert-danger"
        />
        <SubmitButton
          busy={checking}
          label={t('submit')}
          busyLabel={t('submitting')}
          className="btn btn-primary w-100"
        />
      </form>
      <div aria-live="polite">
        {result?.kind === 'valid' && (
          <div className="alert alert-success mt-4 mb-0">
            <p className="fw-semibold mb-2">{t('result.valid')}</p>
            <dl className="row mb-0 small">
              <dt className="col-sm-4">{t('result.id')}</dt>
              <dd className="col-sm-8">{result.note.id}</dd>
              <dt className="col-sm-4">{t('result.name')}</dt>
              <dd className="col-sm-8">
                {`${result.note.user.firstName} ${result.note.user.lastName}`}
              </dd>
              <dt className="col-sm-4">{t('result.period')}</dt>
              <dd className="col-sm-8 mb-0">
                {t('result.periodValue', {
                  start: formatCalendarDay(result.note.startTimeOff, lang),
                  end: formatCalendarDay(result.note.endOfTimeOff, lang),
                })}
              </dd>
            </dl>
          </div>
        )}
        {result?.kind === 'invalid' && (
          <div className="alert alert-danger mt-4 mb-0">{render(result.message)}</div>
        )}
      </div>
      <p className="small text-body-secondary mt-4 mb-0">{t('privacy')}</p>
    </FormPage>
  );
}
