import { msgKey, type Msg } from '../../api/message';
import { failureMsg, replyMsg, type ReplyTextPlaces } from '../../api/replyMessage';
import { handleApiError } from '../../api/handleApiError';
import type { AppDispatch, RootState } from '../../app/store';
import { sickNotePrice } from '../../lib/sickNote';
import { saveAgreement, saveSchoolWorkForm, validateSchoolWorkForm, validateSickNote } from './api';
import { formPayload, sickNotePayload } from './payloads';
import { formSaved, selectForms, sickNoteValidated } from './slice';
import { selectFeeConfig } from '../../state/fees/slice';

export type RequestOutcome = { ok: true } | { ok: false; message: Msg };

/** Where the request service puts its reasons: a save's error first; a check's message. */
const REASON: ReplyTextPlaces = ['error', 'extras.error', 'message', 'extras.message'];
const TEXT: ReplyTextPlaces = ['message', 'extras.message'];

/** A failed call: an expired session says so; the service's reason when it gave one; else ours. */
function failure(error: unknown, dispatch: AppDispatch, fallback: string): Msg {
  const apiError = handleApiError(error, dispatch);
  if (apiError.kind === 'tokenNotValid') return apiError.message;
  return failureMsg(error, msgKey(fallback), REASON);
}

/** The request calls' messages (docs/errors.md#error-catalogue, the requests row). */
const MESSAGES = {
  validateFailed: 'forms:errors.validateFailed',
  validationFailed: 'forms:errors.validationFailed',
  saveFailed: 'forms:errors.saveFailed',
  submitFailed: 'forms:errors.submitFailed',
} as const;

/**
 * POST /services/agreement/save, first: nothing is checked, saved or charged before the clinic
 * holds the patient's agreement to the request's terms (the box they ticked). Its failure stops
 * the request with the spec's 'Failed to submit form' (or the service's reason) and keeps the form.
 */
async function recordAgreement(dispatch: AppDispatch): Promise<RequestOutcome> {
  try {
    const reply = await saveAgreement();
    if (reply.success !== false) return { ok: true };
    return { ok: false, message: replyMsg(reply, msgKey(MESSAGES.submitFailed), REASON) };
  } catch (error) {
    return { ok: false, message: failure(error, dispatch, MESSAGES.submitFailed) };
  }
}

/**
 * The agreement recorded, then POST /services/sicknote/validate. The service says whether the patient's card is MSP-eligible;
 * the price follows from the fee config (65 or 130 by default).
 */
export const submitSickNote =
  () =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<RequestOutcome> => {
    const agreed = await recordAgreement(dispatch);
    if (!agreed.ok) return agreed;
    const state = getState();
    const forms = selectForms(state);
    const fees = selectFeeConfig(state);
    try {
      const reply = await validateSickNote(sickNotePayload(forms));
      if (!reply.success) {
        return { ok: false, message: replyMsg(reply, msgKey(MESSAGES.validationFailed), TEXT) };
      }
      const eligible = reply.extras?.isBCServiceValid === true;
      dispatch(sickNoteValidated({ isPrivate: !eligible, price: sickNotePrice(eligible, fees) }));
      return { ok: true };
    } catch (error) {
      return { ok: false, message: failure(error, dispatch, MESSAGES.validateFailed) };
    }
  };

/**
 * The agreement recorded, then POST /services/schoolworkform/validate (its calculatedPrice overrides the estimate), then
 * POST /services2/sicknote/save_school_work_form without files: formId and accessToken.
 */
export const submitFormRequest =
  (estimate: number | null) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<RequestOutcome> => {
    const agreed = await recordAgreement(dispatch);
    if (!agreed.ok) return agreed;
    const payload = formPayload(selectForms(getState()));
    let price = estimate;
    let isPrivate: boolean | null = null;
    try {
      const reply = await validateSchoolWorkForm(payload);
      if (!reply.success) {
        return { ok: false, message: replyMsg(reply, msgKey(MESSAGES.validationFailed), TEXT) };
      }
      if (typeof reply.extras?.calculatedPrice === 'number') price = reply.extras.calculatedPrice;
      if (typeof reply.extras?.isPrivate === 'boolean') isPrivate = reply.extras.isPrivate;
    } catch (error) {
      return { ok: false, message: failure(error, dispatch, MESSAGES.validateFailed) };
    }
    try {
      const saved = await saveSchoolWorkForm(payload);
      if (!saved.success || !saved.formId) {
        return { ok: false, message: replyMsg(saved, msgKey(MESSAGES.saveFailed), REASON) };
      }
      dispatch(
        formSaved({
          formId: saved.formId,
          accessToken: saved.accessToken ?? null,
          calculatedPrice: price ?? 0,
          isPrivate,
        }),
      );
      return { ok: true };
    } catch (error) {
      return { ok: false, message: failure(error, dispatch, MESSAGES.saveFailed) };
    }
  };
