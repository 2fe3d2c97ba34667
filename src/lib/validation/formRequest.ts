// docs/requests.md#form-request-rules-and-messages, with the spec's messages: each field checked on its own, shown
// together; the first in screen order takes the focus.

import { isValidPageCount, type FormType } from '../pricing';
import { REASON_MAX_LENGTH } from '../sickNote';

export interface FormRequestValues {
  timeOffIsFor: FormType | '';
  timeOffReason: string;
  pageCount: number | null;
  isAgreed: boolean;
}

export type FormRequestField = keyof FormRequestValues;

/** Keys of the spec's messages: 'Please select the form type', and so on. */
export type FormRequestError = 'type' | 'details' | 'detailsTooLong' | 'pages' | 'agree';

export type FormRequestErrors = Partial<Record<FormRequestField, FormRequestError>>;

export const FORM_REQUEST_FIELDS: readonly FormRequestField[] = [
  'timeOffIsFor',
  'timeOffReason',
  'pageCount',
  'isAgreed',
];

/** A disability form is one flat fee and always counts as one page. */
export function pagesFor(type: FormType | '', pages: number | null): number | null {
  return type === 'disability' ? 1 : pages;
}

/**
 * The page count as typed: a whole number written with one or two digits (1-99 can need no
 * more), else null. Three digits, even "007", are not a page count the clinic takes.
 */
export function parsePageCount(text: string): number | null {
  const digits = text.trim();
  return /^\d{1,2}$/.test(digits) ? Number(digits) : null;
}

/**
 * What the page-count field says while the patient types: nothing while it is empty (Continue
 * asks for it), else the spec's message for anything that is not a count from 1 to 99. The field
 * keeps every character typed, so "100" stays "100" and is explained, never cut to "10".
 */
export function pageCountProblem(text: string): FormRequestError | null {
  if (text.trim() === '') return null;
  const pages = parsePageCount(text);
  return pages !== null && isValidPageCount(pages) ? null : 'pages';
}

export function validateFormRequest(values: FormRequestValues): FormRequestErrors {
  const errors: FormRequestErrors = {};
  if (values.timeOffIsFor === '') errors.timeOffIsFor = 'type';
  const details = values.timeOffReason.trim();
  if (details === '') errors.timeOffReason = 'details';
  else if (details.length > REASON_MAX_LENGTH) errors.timeOffReason = 'detailsTooLong';
  const pages = pagesFor(values.timeOffIsFor, values.pageCount);
  if (pages === null || !isValidPageCount(pages)) errors.pageCount = 'pages';
  if (!values.isAgreed) errors.isAgreed = 'agree';
  return errors;
}
