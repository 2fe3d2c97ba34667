// The service's own checks of a sick-note or form request: the same rules the portal shows
// (src/lib), run again on what arrives, as a real server must. Texts are the service's.

import { ageOn } from '../../lib/age';
import { isValidBcHealthNumber } from '../../features/auth/rules/bcHealthNumber';
import { formPrice, isValidPageCount, type FormType } from '../../lib/pricing';
import { allowedPurposes, REASON_MAX_LENGTH, type SickNotePurpose } from '../../lib/sickNote';
import { isEndAllowed, isStartAllowed } from '../../features/requests/rules/sickNoteDates';
import type { FeeConfig, User } from '../../api/types';
import { text, type Body } from './handlers/body';

export const REQUEST_TEXTS = {
  purpose: 'Please choose what the time off is for.',
  schoolOnly: 'A patient 12 or younger may only request a sick note for school.',
  start: 'The start date must be from 60 days ago to tomorrow.',
  end: 'The end date must be from the start date to 6 days after it.',
  reason: 'Please describe the reason for your time off.',
  reasonLong: 'The reason must be 400 characters or fewer.',
  agree: 'Please agree to the terms',
  formType: 'Please select the form type',
  details: 'Please provide details about the form',
  pages: 'Please enter a valid number of pages (1-99)',
  formNotFound: 'Form not found.',
  alreadyPaid: 'This form has already been paid.',
  blocked:
    'Your account has been blocked. Please walk-in to the clinic during our regular business hours.',
} as const;

const FORM_TYPES: readonly FormType[] = ['school', 'work', 'disability', 'insurance', 'other'];
const SICK_NOTE_PURPOSES: readonly SickNotePurpose[] = ['work', 'school', 'workAndSchool'];

/** A card the clinic can bill to MSP: a B.C. card with a valid number. */
export function isBCServiceValid(user: User): boolean {
  return user.careCard.province === 'BC' && isValidBcHealthNumber(user.careCard.number);
}

export interface CheckedSickNote {
  timeOffIsFor: SickNotePurpose;
  timeOffReason: string;
  startTimeOff: string;
  endOfTimeOff: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export function checkSickNote(body: Body, user: User, now = new Date()): Checked<CheckedSickNote> {
  const purpose = text(body.timeOffIsFor) as SickNotePurpose;
  if (!SICK_NOTE_PURPOSES.includes(purpose)) return { ok: false, message: REQUEST_TEXTS.purpose };
  if (!allowedPurposes(ageOn(user.birthday, now)).includes(purpose)) {
    return { ok: false, message: REQUEST_TEXTS.schoolOnly };
  }
  const start = text(body.startTimeOff);
  const end = text(body.endOfTimeOff);
  if (!isStartAllowed(start, now)) return { ok: false, message: REQUEST_TEXTS.start };
  if (!isEndAllowed(start, end)) return { ok: false, message: REQUEST_TEXTS.end };
  const reason = text(body.timeOffReason);
  if (!reason) return { ok: false, message: REQUEST_TEXTS.reason };
  if (reason.length > REASON_MAX_LENGTH) return { ok: false, message: REQUEST_TEXTS.reasonLong };
  if (body.isAgreed !== true) return { ok: false, message: REQUEST_TEXTS.agree };
  return {
    ok: true,
    value: { timeOffIsFor: purpose, timeOffReason: reason, startTimeOff: start, endOfTimeOff: end },
  };
}

export interface CheckedForm {
  timeOffIsFor: FormType;
  timeOffReason: string;
  pageCount: number;
  organization: string;
  calculatedPrice: number;
}

export function checkForm(body: Body, fees: FeeConfig): Checked<CheckedForm> {
  const type = text(body.timeOffIsFor) as FormType;
  if (!FORM_TYPES.includes(type)) return { ok: false, message: REQUEST_TEXTS.formType };
  const details = text(body.timeOffReason);
  if (!details || details.length > REASON_MAX_LENGTH) {
    return { ok: false, message: REQUEST_TEXTS.details };
  }
  // A disability form is one page whatever was sent.
  const pages = type === 'disability' ? 1 : Number(body.pageCount);
  const price = formPrice(type, pages, fees);
  if (!isValidPageCount(pages) || price === null) {
    return { ok: false, message: REQUEST_TEXTS.pages };
  }
  if (body.isAgreed !== true) return { ok: false, message: REQUEST_TEXTS.agree };
  return {
    ok: true,
    value: {
      timeOffIsFor: type,
      timeOffReason: details,
      pageCount: pages,
      organization: text(body.organization).slice(0, 200),
      calculatedPrice: price,
    },
  };
}
