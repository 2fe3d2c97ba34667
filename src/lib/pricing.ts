import type { FeeConfig } from '../api/types';

/** The kinds of form a patient can ask the clinic to complete (docs/requests.md#form-types-and-pages). */
export type FormType = 'school' | 'work' | 'disability' | 'insurance' | 'other';

export const MIN_FORM_PAGES = 1;
export const MAX_FORM_PAGES = 99;

/** A page count the clinic accepts: a whole number from 1 to 99. */
export function isValidPageCount(pages: number): boolean {
  return Number.isInteger(pages) && pages >= MIN_FORM_PAGES && pages <= MAX_FORM_PAGES;
}

/**
 * The estimated fee, in dollars, for completing a form: a disability form is one flat fee;
 * any other form costs the first page plus each further page. Null for a page count the clinic
 * does not accept, so a screen never shows a price for an impossible request. The service's
 * calculatedPrice, when it answers, overrides this estimate.
 */
export function formPrice(
  type: FormType,
  pages: number,
  fees: Pick<FeeConfig, 'SCHOOL_WORK_FORM'>,
): number | null {
  if (!isValidPageCount(pages)) return null;
  const { FIRST_PAGE, ADDITIONAL_PAGE, DISABILITY_FLAT_FEE } = fees.SCHOOL_WORK_FORM;
  if (type === 'disability') return DISABILITY_FLAT_FEE;
  return FIRST_PAGE + (pages - 1) * ADDITIONAL_PAGE;
}
