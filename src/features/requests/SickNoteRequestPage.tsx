import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import Spinner from '../../components/Spinner';
import { ageOn } from '../../lib/age';
import { formatCalendarDay } from '../../lib/calendarDay';
import { formatDollars } from '../../lib/money';
import { allowedPurposes, isShortWorkAbsence, type SickNotePurpose } from '../../lib/sickNote';
import {
  absenceDays,
  clinicDay,
  endWindow,
  isEndAllowed,
  isIsoDay,
  settleEnd,
  startWindow,
  type EndResetReason,
} from '../../lib/sickNoteDates';
import {
  SICK_NOTE_FIELDS,
  validateSickNote,
  type SickNoteError,
  type SickNoteField,
} from './sickNoteRules';
import AgreementField from './AgreementField';
import FieldError from './FieldError';
import FormRequestPage from './FormRequestPage';
import ReasonField from './ReasonField';
import RequestHeader from './RequestHeader';
import { fieldsChanged, requestStarted } from './slice';
import { submitSickNote } from './thunks';
import { useFees } from './useFees';
import { useRequestDraft } from './useRequestDraft';
import '../../styles/request-flow.css';
import { selectUserBirthday } from '../../state/user/slice';
import RequestActions from './RequestActions';
import { useRequestForm } from './useRequestForm';

/** Why the last day off was just put back to the first: the patient is told in so many words. */
interface EndReset {
  reason: EndResetReason | 'startMoved';
  /** The end date that could not be kept. */
  rejected: string;
}

const FIELD_IDS: Record<SickNoteField, string> = {
  timeOffIsFor: 'sn-purpose-first',
  startTimeOff: 'sn-start',
  endOfTimeOff: 'sn-end',
  timeOffReason: 'sn-reason',
  isAgreed: 'sn-agree',
};

/** /sick-note; with ?formType=school-work-form it is the form request (docs/routes.md#route-table). */
export default function SickNoteRequestPage() {
  const [params] = useSearchParams();
  return params.get('formType') === 'school-work-form' ? <FormRequestPage /> : <SickNoteForm />;
}

function SickNoteForm() {
  const { t, i18n } = useTranslation('forms');
  const dispatch = useAppDispatch();
  const { ready, request } = useRequestDraft();
  const birthday = useAppSelector(selectUserBirthday);
  const fees = useFees();
  // One clock reading per visit: the windows do not move under the patient's fingers.
  const [now] = useState(() => new Date());
  const { errors, failure, busy, online, change, canSend, send, cancel } = useRequestForm<
    SickNoteField,
    SickNoteError
  >('sick-note', SICK_NOTE_FIELDS, FIELD_IDS);
  const [noteDismissed, setNoteDismissed] = useState(false);
  const [endReset, setEndReset] = useState<EndReset | null>(null);
  const lang = i18n.language === 'cn' ? 'cn' : 'en';

  const age = birthday ? ageOn(birthday, now) : null;
  const purposes = allowedPurposes(age);
  const started = ready && request.formType === 'sick-note' && !request.paymentComplete;

  useEffect(() => {
    if (ready) dispatch(requestStarted('sick-note'));
  }, [ready, dispatch]);

  // A new request starts today; a child's only choice is made for them.
  useEffect(() => {
    if (!started) return;
    const patch: Parameters<typeof fieldsChanged>[0] = {};
    if (!request.startTimeOff) {
      const today = clinicDay(now);
      patch.startTimeOff = today;
      patch.endOfTimeOff = today;
    }
    const only = purposes.length === 1 ? purposes[0] : undefined;
    if (only && request.timeOffIsFor !== only) patch.timeOffIsFor = only;
    if (Object.keys(patch).length > 0) dispatch(fieldsChanged(patch));
  }, [started, request.startTimeOff, request.timeOffIsFor, purposes, now, dispatch]);

  if (!started) return <Spinner />;

  const day = (value: string) => formatCalendarDay(value, lang);
  const starts = startWindow(now);
  const ends = isIsoDay(request.startTimeOff) ? endWindow(request.startTimeOff) : null;
  const purpose = request.timeOffIsFor as SickNotePurpose | '';
  const days =
    ends && isEndAllowed(request.startTimeOff, request.endOfTimeOff)
      ? absenceDays(request.startTimeOff, request.endOfTimeOff)
      : null;
  const showShortNote = !noteDismissed && days !== null && isShortWorkAbsence(purpose, days);

  const errorText = (field: SickNoteField): string | null => {
    const error = errors[field];
    if (!error) return null;
    if (error === 'startOutOfRange')
      return t('errors.startOutOfRange', { min: day(starts.min), max: day(starts.max) });
    if (error === 'endOutOfRange' && ends)
      return t('errors.endOutOfRange', { min: day(ends.min), max: day(ends.max) });
    return t(`errors.${error}`);
  };

  // A new start that leaves the end out of range takes the end with it, and says so.
  const changeStart = (value: string) => {
    const settled = settleEnd(value, request.endOfTimeOff);
    change({ startTimeOff: value, endOfTimeOff: settled.end }, ['startTimeOff', 'endOfTimeOff']);
    setEndReset(settled.reset ? { reason: 'startMoved', rejected: request.endOfTimeOff } : null);
  };

  /**
   * The end date as the patient left it, put back to the start when out of range. Run when the
   * field loses focus, not on each keystroke: typing a date passes through days that are not
   * the one meant (the year 0002 on the way to 2026), and resetting those would fight the typing.
   */
  const settleTypedEnd = (end: string): boolean => {
    const settled = settleEnd(request.startTimeOff, end);
    if (!settled.reset) return false;
    change({ endOfTimeOff: settled.end }, ['endOfTimeOff']);
    setEndReset({ reason: settled.reset, rejected: end });
    return true;
  };

  const changeEnd = (value: string, field: HTMLInputElement) => {
    change({ endOfTimeOff: value }, ['endOfTimeOff']);
    setEndReset(null);
    // A picker that sets the date without the field holding the focus is settled at once.
    if (document.activeElement !== field) settleTypedEnd(value);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Enter in a field submits even while Continue is disabled for an offline clinic.
    if (!canSend()) return;
    // Enter in the end field submits without leaving it: settle it first, and let the patient
    // read why it changed before anything is sent.
    if (settleTypedEnd(request.endOfTimeOff)) {
      document.getElementById('sn-end')?.focus();
      return;
    }
    const found = validateSickNote({ ...request, timeOffIsFor: purpose }, age, new Date());
    await send(found, () => dispatch(submitSickNote()));
  };

  const purposeError = errorText('timeOffIsFor');
  const startError = errorText('startTimeOff');
  const endError = errorText('endOfTimeOff');
  const endResetText =
    endReset && isIsoDay(request.startTimeOff)
      ? t(`sickNote.dates.endReset.${endReset.reason}`, {
          start: day(request.startTimeOff),
          max: day(endWindow(request.startTimeOff).max),
          rejected: isIsoDay(endReset.rejected) ? day(endReset.rejected) : endReset.rejected,
        })
      : '';

  return (
    <div className="container page-section req-page">
      <RequestHeader formType="sick-note" step={2} />
      <h1 className="h2">{t('sickNote.title')}</h1>
      <p className="lead req-lead">{t('sickNote.lead')}</p>

      <form noValidate onSubmit={(event) => void submit(event)}>
        <fieldset
          className={`req-group${purposeError ? ' is-invalid' : ''}`}
          aria-describedby={purposeError ? 'sn-purpose-error' : undefined}
        >
          <legend className="req-legend">{t('sickNote.purpose.legend')}</legend>
          {purposes.length === 1 && (
            <p className="form-text mt-0">{t('sickNote.purpose.childOnly')}</p>
          )}
          <div className="req-options">
            {purposes.map((option, index) => (
              <div className="form-check" key={option}>
                <input
                  id={index === 0 ? FIELD_IDS.timeOffIsFor : `sn-purpose-${option}`}
                  className="form-check-input"
                  type="radio"
                  name="timeOffIsFor"
                  value={option}
                  checked={purpose === option}
                  onChange={() => change({ timeOffIsFor: option }, ['timeOffIsFor'])}
                />
                <label
                  className="form-check-label"
                  htmlFor={index === 0 ? FIELD_IDS.timeOffIsFor : `sn-purpose-${option}`}
                >
                  {t(`sickNote.purpose.${option}`)}
                </label>
              </div>
            ))}
          </div>
          <FieldError id="sn-purpose-error" text={purposeError} />
        </fieldset>

        <fieldset className={`req-group${startError || endError ? ' is-invalid' : ''}`}>
          <legend className="req-legend">{t('sickNote.dates.legend')}</legend>
          <div className="alert alert-warning py-2" id="sn-dates-warning">
            {t('sickNote.dates.warning')}
          </div>
          <div className="req-dates">
            <div>
              <label className="form-label" htmlFor="sn-start">
                {t('sickNote.dates.start')}
              </label>
              <input
                id="sn-start"
                className={`form-control req-date-input${startError ? ' is-invalid' : ''}`}
                type="date"
                min={starts.min}
                max={starts.max}
                value={request.startTimeOff}
                aria-invalid={startError ? true : undefined}
                aria-describedby={`sn-dates-warning sn-start-hint${startError ? ' sn-start-error' : ''}`}
                onChange={(e) => changeStart(e.target.value)}
              />
              <p id="sn-start-hint" className="form-text mb-0">
                {t('sickNote.dates.startHint', { min: day(starts.min), max: day(starts.max) })}
              </p>
              <FieldError id="sn-start-error" text={startError} />
            </div>
            <div>
              <label className="form-label" htmlFor="sn-end">
                {t('sickNote.dates.end')}
              </label>
              <input
                id="sn-end"
                className={`form-control req-date-input${endError ? ' is-invalid' : ''}`}
                type="date"
                min={ends?.min}
                max={ends?.max}
                value={request.endOfTimeOff}
                aria-invalid={endError ? true : undefined}
                aria-describedby={`sn-end-hint${endResetText ? ' sn-end-reset' : ''}${endError ? ' sn-end-error' : ''}`}
                onChange={(e) => changeEnd(e.target.value, e.target)}
                onBlur={(e) => settleTypedEnd(e.target.value)}
              />
              <p id="sn-end-hint" className="form-text mb-0">
                {ends
                  ? t('sickNote.dates.endHint', { min: day(ends.min), max: day(ends.max) })
                  : ''}
              </p>
              <FieldError id="sn-end-error" text={endError} />
            </div>
          </div>
          {/* Always in the page, so screen readers hear a reset (politely) when it happens. */}
          <div id="sn-end-reset" role="status">
            {endResetText && <p className="alert alert-info py-2 mt-3 mb-0">{endResetText}</p>}
          </div>
          <p className="mt-3 mb-0 fw-semibold" aria-live="polite">
            {days !== null ? t('sickNote.dates.count', { count: days }) : ''}
          </p>
        </fieldset>

        {showShortNote && (
          <div
            className="alert alert-info alert-dismissible"
            role="note"
            aria-labelledby="sn-short-title"
          >
            <p id="sn-short-title" className="fw-semibold mb-1">
              {t('sickNote.shortAbsence.title')}
            </p>
            <p className="mb-0">{t('sickNote.shortAbsence.body')}</p>
            <button
              type="button"
              className="btn-close"
              aria-label={t('sickNote.shortAbsence.dismiss')}
              onClick={() => setNoteDismissed(true)}
            />
          </div>
        )}

        <ReasonField
          id={FIELD_IDS.timeOffReason}
          label={t('sickNote.reason.label')}
          hint={t('sickNote.reason.hint')}
          value={request.timeOffReason}
          error={errorText('timeOffReason')}
          onChange={(value) => change({ timeOffReason: value }, ['timeOffReason'])}
        />

        <p className="mb-3">
          {t('sickNote.fee', {
            msp: formatDollars(fees.SICK_NOTE.MSP_ELIGIBLE),
            private: formatDollars(fees.SICK_NOTE.PRIVATE),
          })}
        </p>

        <AgreementField
          id={FIELD_IDS.isAgreed}
          label={t('sickNote.agree')}
          checked={request.isAgreed}
          error={errorText('isAgreed')}
          onChange={(checked) => change({ isAgreed: checked }, ['isAgreed'])}
        />

        <RequestActions failure={failure} busy={busy} online={online} onCancel={cancel} />
      </form>
    </div>
  );
}
