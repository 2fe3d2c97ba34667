import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import Spinner from '../../components/Spinner';
import { ageOn } from '../../lib/age';
import { formatDollars } from '../../lib/money';
import { allowedPurposes, isShortWorkAbsence, type SickNotePurpose } from '../../lib/sickNote';
import { absenceDays, clinicDay, isEndAllowed } from './rules/sickNoteDates';
import {
  SICK_NOTE_FIELDS,
  validateSickNote,
  type SickNoteError,
  type SickNoteField,
} from './sickNoteRules';
import AgreementField from './AgreementField';
import FormRequestPage from './FormRequestPage';
import PurposeField from './PurposeField';
import ReasonField from './ReasonField';
import RequestHeader from './RequestHeader';
import SickNoteDatesField from './SickNoteDatesField';
import { fieldsChanged, requestStarted } from './slice';
import { submitSickNote } from './thunks';
import { useFees } from './useFees';
import { useRequestDraft } from './useRequestDraft';
import { useSickNoteDates } from './useSickNoteDates';
import '../../styles/request-flow.css';
import { selectUserBirthday } from '../../state/user/slice';
import RequestActions from './RequestActions';
import { useRequestForm } from './useRequestForm';

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
  const { t } = useTranslation('forms');
  const dispatch = useAppDispatch();
  const { ready, request } = useRequestDraft();
  const birthday = useAppSelector(selectUserBirthday);
  const fees = useFees();
  // One clock reading per visit: the windows do not move under the patient's fingers.
  const [now] = useState(() => new Date());
  const age = birthday ? ageOn(birthday, now) : null;
  const purpose = request.timeOffIsFor as SickNotePurpose | '';
  const form = useRequestForm<SickNoteField, SickNoteError>('sick-note', {
    order: SICK_NOTE_FIELDS,
    ids: FIELD_IDS,
    check: () => validateSickNote({ ...request, timeOffIsFor: purpose }, age, new Date()),
    // Enter in the end field submits without leaving it: settle it first, and let the patient
    // read why it changed before anything is sent.
    stop: () => {
      if (!settleTypedEnd(request.endOfTimeOff)) return false;
      document.getElementById(FIELD_IDS.endOfTimeOff)?.focus();
      return true;
    },
    request: () => dispatch(submitSickNote()),
  });
  const { errors, change } = form;
  const [noteDismissed, setNoteDismissed] = useState(false);
  const dates = useSickNoteDates(request.startTimeOff, request.endOfTimeOff, now, change);
  const { settleTypedEnd } = dates;

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

  const { day, starts, ends } = dates;
  const days =
    ends && isEndAllowed(request.startTimeOff, request.endOfTimeOff)
      ? absenceDays(request.startTimeOff, request.endOfTimeOff)
      : null;
  const showShortNote = !noteDismissed && days !== null && isShortWorkAbsence(purpose, days);

  const errorText = (field: SickNoteField): string | null => {
    const error = errors.errorOf(field);
    if (!error) return null;
    if (error === 'startOutOfRange')
      return t('errors.startOutOfRange', { min: day(starts.min), max: day(starts.max) });
    if (error === 'endOutOfRange' && ends)
      return t('errors.endOutOfRange', { min: day(ends.min), max: day(ends.max) });
    return t(`errors.${error}`);
  };

  return (
    <div className="container page-section req-page">
      <RequestHeader formType="sick-note" step={2} />

      <form {...form.props}>
        <PurposeField
          firstId={FIELD_IDS.timeOffIsFor}
          purposes={purposes}
          value={purpose}
          error={errorText('timeOffIsFor')}
          onChange={(option) => change({ timeOffIsFor: option }, ['timeOffIsFor'])}
        />

        <SickNoteDatesField
          dates={dates}
          start={request.startTimeOff}
          end={request.endOfTimeOff}
          startError={errorText('startTimeOff')}
          endError={errorText('endOfTimeOff')}
          days={days}
        />

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

        <ReasonField form={form} />

        <p className="mb-3">
          {t('sickNote.fee', {
            msp: formatDollars(fees.SICK_NOTE.MSP_ELIGIBLE),
            private: formatDollars(fees.SICK_NOTE.PRIVATE),
          })}
        </p>

        <AgreementField form={form} />

        <RequestActions form={form} />
      </form>
    </div>
  );
}
