import { msgKey, type Msg } from '../../api/message';
import { failureMsg, replyMsg } from '../../api/replyMessage';
import type { SickNoteForValidation } from '../../api/types';
import { handleApiError } from '../../api/handleApiError';
import type { AppDispatch } from '../../app/store';
import { trimCheckValues, type SickNoteCheckValues } from './rules';
import { validateSickNoteById } from './api';

export type CheckOutcome =
  { kind: 'valid'; note: SickNoteForValidation } | { kind: 'invalid'; message: Msg };

/** The check's service puts its reason in `message` alone. */
const REASON = ['message'] as const;

/**
 * GET /services/sicknote/validateById/{id} (docs/sick-note-check.md#sick-note-check-rules-and-messages): valid with the note,
 * the service's reason, 'This sick note is invalid.', or 'Something went wrong!'.
 */
export const checkSickNote =
  (values: SickNoteCheckValues, recaptcha: string) =>
  async (dispatch: AppDispatch): Promise<CheckOutcome> => {
    try {
      const reply = await validateSickNoteById(trimCheckValues(values), recaptcha);
      if (reply.success && reply.sickNote) return { kind: 'valid', note: reply.sickNote };
      return {
        kind: 'invalid',
        message: replyMsg(reply, msgKey('validation:errors.invalid'), REASON),
      };
    } catch (error) {
      handleApiError(error, dispatch);
      return {
        kind: 'invalid',
        message: failureMsg(error, msgKey('validation:errors.failed'), REASON),
      };
    }
  };
