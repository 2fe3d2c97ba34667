// docs/requests.md#sick-note-rules-and-messages: every field checked on its own, so the patient sees all that needs
// attention at once; the first field in error (in screen order) takes the focus.

import { allowedPurposes, REASON_MAX_LENGTH, type SickNotePurpose } from '../../lib/sickNote';
import { isEndAllowed, isStartAllowed } from './rules/sickNoteDates';

export interface SickNoteValues {
  timeOffIsFor: SickNotePurpose | '';
  startTimeOff: string;
  endOfTimeOff: string;
  timeOffReason: string;
  isAgreed: boolean;
}

export type SickNoteField = keyof SickNoteValues;

export type SickNoteError =
  | 'purposeRequired'
  | 'schoolOnly'
  | 'startOutOfRange'
  | 'endOutOfRange'
  | 'reasonRequired'
  | 'reasonTooLong'
  | 'agree';

export type SickNoteErrors = Partial<Record<SickNoteField, SickNoteError>>;

export const SICK_NOTE_FIELDS: readonly SickNoteField[] = [
  'timeOffIsFor',
  'startTimeOff',
  'endOfTimeOff',
  'timeOffReason',
  'isAgreed',
];

export function validateSickNote(
  values: SickNoteValues,
  age: number | null,
  now: Date = new Date(),
): SickNoteErrors {
  const errors: SickNoteErrors = {};
  if (values.timeOffIsFor === '') errors.timeOffIsFor = 'purposeRequired';
  else if (!allowedPurposes(age).includes(values.timeOffIsFor)) errors.timeOffIsFor = 'schoolOnly';
  if (!isStartAllowed(values.startTimeOff, now)) errors.startTimeOff = 'startOutOfRange';
  else if (!isEndAllowed(values.startTimeOff, values.endOfTimeOff)) {
    errors.endOfTimeOff = 'endOutOfRange';
  }
  const reason = values.timeOffReason.trim();
  if (reason === '') errors.timeOffReason = 'reasonRequired';
  else if (reason.length > REASON_MAX_LENGTH) errors.timeOffReason = 'reasonTooLong';
  if (!values.isAgreed) errors.isAgreed = 'agree';
  return errors;
}
