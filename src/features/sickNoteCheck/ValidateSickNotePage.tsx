import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { msgKey, type Msg } from '../../api/message';
import type { SickNoteForValidation } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import BotCheck, { type BotCheckHandle } from '../../components/BotCheck';
import { FormAlert, HINT, InputField, SubmitButton, useForm } from '../../components/form';
import { useMsg } from '../../i18n/useMsg';
import { formatCalendarDay } from '../../lib/calendarDay';
import { failureOf } from '../../state/serviceThunk';
import { sickNoteIdFromQuery } from './idFromAddress';
import { validateSickNoteCheck, type SickNoteCheckValues } from './rules';
import { checkSickNote } from './thunks';
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

/** The form's own messages; 'required' also flags every empty field. */
const REQUIRED = msgKey('validation:errors.required');
const CAPTCHA = msgKey('validation:errors.captcha');

/** The check's verdict, shown under the form: the note, or why it is not valid. */
type Verdict = { kind: 'valid'; note: SickNoteForValidation } | { kind: 'invalid'; message: Msg };

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
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [result, setResult] = useState<Verdict | null>(null);
  const botCheck = useRef<BotCheckHandle>(null);
  const lang = i18n.language === 'cn' ? 'cn' : 'en';
  const form = useForm<keyof SickNoteCheckValues, SickNoteCheckValues>({
    // One message about every field, in the form's alert: no field takes the focus.
    order: [],
    ids: { id: '', firstName: '', lastName: '', startDate: '', endDate: '' },
    // A printed note's link (/validate?id=SN-…) fills in its ID, and nothing else.
    initial: { ...EMPTY, id: sickNoteIdFromQuery(search) },
    checkForm: (values) => {
      const problem = validateSickNoteCheck(values, captcha);
      if (problem === 'required') return REQUIRED;
      return problem || !captcha ? CAPTCHA : null;
    },
    // The verdict is not the form's failure: it shows below the form, for a valid note too.
    send: async (values) => {
      const outcome = await dispatch(checkSickNote({ values, recaptcha: captcha ?? '' }));
      const failure = failureOf(outcome);
      if (failure) setResult({ kind: 'invalid', message: failure.msg });
      else if (checkSickNote.fulfilled.match(outcome)) {
        setResult({ kind: 'valid', note: outcome.payload });
      }
      // A bot-check token is good for one check only.
      setCaptcha(null);
      botCheck.current?.reset();
    },
  });
  const { values } = form;

  // Each press starts from no verdict: a new one, or the form's message, takes its place.
  const submit = (event: FormEvent) => {
    setResult(null);
    void form.submit(event);
  };

  // Typing does not take the message away: a field filled in stops being flagged.
  const missing = (name: keyof SickNoteCheckValues) =>
    form.failure === REQUIRED && values[name].trim() === '';

  return (
    <FormPage
      className="validate-page"
      title={t('title')}
      lead={t('intro')}
      rowClassName="row justify-content-center"
      columnClassName="col-lg-7 col-xl-6"
      heading={t('formTitle')}
    >
      <form noValidate onSubmit={submit}>
        <div className="row g-3">
          {FIELDS.map((field) => (
            <InputField
              key={field.name}
              id={`validate-${field.name}`}
              label={t(`fields.${field.name}`)}
              hint={field.name === 'id' ? t('idHint') : undefined}
              invalid={missing(field.name)}
              // The one message under the fields is about every field.
              describedBy={[HINT, form.failure && ERROR_ID]}
              className={field.name === 'id' ? 'col-12' : 'col-sm-6'}
              input={{
                type: field.type,
                autoComplete: field.autoComplete,
                autoCapitalize: field.name === 'id' ? 'characters' : undefined,
                spellCheck: false,
                value: values[field.name],
                onChange: (e) => form.setValues((v) => ({ ...v, [field.name]: e.target.value })),
              }}
            />
          ))}
        </div>
        <div className="my-3">
          <BotCheck ref={botCheck} onChange={setCaptcha} />
        </div>
        <FormAlert id={ERROR_ID} msg={form.failure} alertRef={form.alertRef} />
        <SubmitButton
          busy={form.busy}
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
