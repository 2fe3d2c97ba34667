import { msgKey } from '../../api/message';
import { replyMsg, type ReplyTextPlaces } from '../../api/replyMessage';
import type { AppDispatch } from '../../app/store';
import { sickNotePrice } from '../../lib/sickNote';
import type { SchoolWorkFormPayload, SickNotePayload } from '../../api/types';
import { createServiceThunk, failureOf, Refusal } from '../../state/serviceThunk';
import { saveAgreement, saveSchoolWorkForm, validateSchoolWorkForm, validateSickNote } from './api';
import { formPayload, sickNotePayload } from './payloads';
import { formSaved, selectForms, sickNoteValidated } from './slice';
import { selectFeeConfig } from '../../state/fees/slice';

// The request calls (docs/requests.md#request-flows), each a service thunk
// (src/state/serviceThunk.ts). A request is steps (the agreement, the check, the save), each with
// its own words for a failure (docs/errors.md#error-catalogue, the requests row), so each step is
// its own thunk: its failure tells the portal (the banner, an ended session) once, and the
// request stops with the step's words. An expired session says so; a refusal says the service's
// reason when it gave one.

/** Where the request service puts its reasons: a save's error first; a check's message. */
const REASON: ReplyTextPlaces = ['error', 'extras.error', 'message', 'extras.message'];
const TEXT: ReplyTextPlaces = ['message', 'extras.message'];

const MESSAGES = {
  validateFailed: msgKey('forms:errors.validateFailed'),
  validationFailed: msgKey('forms:errors.validationFailed'),
  saveFailed: msgKey('forms:errors.saveFailed'),
  submitFailed: msgKey('forms:errors.submitFailed'),
} as const;

/** A check the service answered with a no: its message, else 'Validation failed'. */
const checkRefused = (reply: unknown) =>
  new Refusal(replyMsg(reply, MESSAGES.validationFailed, TEXT));

/**
 * A step's answer; its failure stops the request with the step's words. A step dispatched after
 * the session that asked has ended is not run (the guarded dispatch answers nothing): the request
 * stops too.
 */
async function step<T>(
  dispatched: Promise<{ payload?: unknown; meta: { requestStatus: 'fulfilled' | 'rejected' } }>,
): Promise<T> {
  const settled = await (dispatched as typeof dispatched | undefined);
  if (!settled) throw new Refusal(MESSAGES.submitFailed);
  const failure = failureOf(settled);
  if (failure) throw new Refusal(failure.msg);
  return settled.payload as T;
}

/**
 * POST /services/agreement/save, first: nothing is checked, saved or charged before the clinic
 * holds the patient's agreement to the request's terms (the box they ticked). Its failure stops
 * the request with the spec's 'Failed to submit form' (or the service's reason) and keeps the form.
 */
const recordAgreement = createServiceThunk<void>(
  'requests/recordAgreement',
  async (_, { refuse }) => {
    const reply = await saveAgreement();
    if (reply.success === false) throw refuse(reply);
  },
  { fallback: MESSAGES.submitFailed, places: REASON },
);

/** POST /services/sicknote/validate: whether the patient's card is MSP-eligible. */
const checkSickNote = createServiceThunk<boolean, SickNotePayload>(
  'requests/checkSickNote',
  async (payload) => {
    const reply = await validateSickNote(payload);
    if (!reply.success) throw checkRefused(reply);
    return reply.extras?.isBCServiceValid === true;
  },
  { fallback: MESSAGES.validateFailed, places: REASON },
);

interface FormChecked {
  calculatedPrice?: number;
  isPrivate?: boolean;
}

/** POST /services/schoolworkform/validate: the service's price and whether it is private. */
const checkForm = createServiceThunk<FormChecked, SchoolWorkFormPayload>(
  'requests/checkForm',
  async (payload) => {
    const reply = await validateSchoolWorkForm(payload);
    if (!reply.success) throw checkRefused(reply);
    const checked: FormChecked = {};
    if (typeof reply.extras?.calculatedPrice === 'number') {
      checked.calculatedPrice = reply.extras.calculatedPrice;
    }
    if (typeof reply.extras?.isPrivate === 'boolean') checked.isPrivate = reply.extras.isPrivate;
    return checked;
  },
  { fallback: MESSAGES.validateFailed, places: REASON },
);

/** POST /services2/sicknote/save_school_work_form without files: formId and accessToken. */
const saveForm = createServiceThunk<
  { formId: string; accessToken: string | null },
  SchoolWorkFormPayload
>(
  'requests/saveForm',
  async (payload, { refuse }) => {
    const saved = await saveSchoolWorkForm(payload);
    if (!saved.success || !saved.formId) throw refuse(saved);
    return { formId: saved.formId, accessToken: saved.accessToken ?? null };
  },
  { fallback: MESSAGES.saveFailed, places: REASON },
);

const agreed = (dispatch: AppDispatch) => step<void>(dispatch(recordAgreement()));

/**
 * The agreement recorded, then the sick note checked; the price follows from the card status and
 * the fee config (65 or 130 by default).
 */
export const submitSickNote = createServiceThunk<void>(
  'requests/submitSickNote',
  async (_, { dispatch, getState }) => {
    await agreed(dispatch);
    const eligible = await step<boolean>(
      dispatch(checkSickNote(sickNotePayload(selectForms(getState())))),
    );
    const price = sickNotePrice(eligible, selectFeeConfig(getState()));
    dispatch(sickNoteValidated({ isPrivate: !eligible, price }));
  },
  { fallback: MESSAGES.submitFailed },
);

/**
 * The agreement recorded, then the form checked (its calculatedPrice overrides the page's
 * `estimate`), then saved without files.
 */
export const submitFormRequest = createServiceThunk<void, number | null>(
  'requests/submitFormRequest',
  async (estimate, { dispatch, getState }) => {
    await agreed(dispatch);
    const payload = formPayload(selectForms(getState()));
    const checked = await step<FormChecked>(dispatch(checkForm(payload)));
    const saved = await step<{ formId: string; accessToken: string | null }>(
      dispatch(saveForm(payload)),
    );
    dispatch(
      formSaved({
        ...saved,
        calculatedPrice: checked.calculatedPrice ?? estimate ?? 0,
        isPrivate: checked.isPrivate ?? null,
      }),
    );
  },
  { fallback: MESSAGES.submitFailed },
);
