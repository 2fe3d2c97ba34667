// Who a sick note may be for, and what it costs (docs/requests.md#sick-note-purpose, docs/requests.md#sick-note-price).

import type { FeeConfig } from '../api/types';

export type SickNotePurpose = 'work' | 'school' | 'workAndSchool';

export const SICK_NOTE_PURPOSES: readonly SickNotePurpose[] = ['work', 'school', 'workAndSchool'];

const SCHOOL_ONLY: readonly SickNotePurpose[] = ['school'];

/** A patient this old or younger may only ask for a note for school. */
export const CHILD_AGE_LIMIT = 12;

/** Reason text limit, for sick notes and forms alike. */
export const REASON_MAX_LENGTH = 400;

/**
 * The purposes a patient may choose. An unknown age (no birthday on file) is not restricted here:
 * the service checks again against the record it holds.
 */
export function allowedPurposes(age: number | null): readonly SickNotePurpose[] {
  return age !== null && age <= CHILD_AGE_LIMIT ? SCHOOL_ONLY : SICK_NOTE_PURPOSES;
}

export function includesWork(purpose: SickNotePurpose | ''): boolean {
  return purpose === 'work' || purpose === 'workAndSchool';
}

/**
 * B.C. employers may not ask for a note for a worker's first two absences of 5 days or fewer in
 * a calendar year (B.C. employment standards): worth knowing before paying for one.
 */
export const SHORT_ABSENCE_DAYS = 5;

export function isShortWorkAbsence(purpose: SickNotePurpose | '', days: number): boolean {
  return includesWork(purpose) && days >= 1 && days <= SHORT_ABSENCE_DAYS;
}

/** MSP-eligible (a valid B.C. Services Card) or private, from the fee config. */
export function sickNotePrice(
  isBCServiceValid: boolean,
  fees: Pick<FeeConfig, 'SICK_NOTE'>,
): number {
  return isBCServiceValid ? fees.SICK_NOTE.MSP_ELIGIBLE : fees.SICK_NOTE.PRIVATE;
}
