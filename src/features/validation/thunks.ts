import { isAxiosError } from '../../api/isAxiosError';
import { msgKey, msgText, type Msg } from '../../api/message';
import type { SickNoteForValidation } from '../../api/types';
import { handleApiError } from '../../app/handleApiError';
import type { AppDispatch } from '../../app/store';
import { trimCheckValues, type SickNoteCheckValues } from '../../lib/validation/sickNoteCheck';
import { validateSickNoteById } from './api';

export type CheckOutcome =
  { kind: 'valid'; note: SickNoteForValidation } | { kind: 'invalid'; message: Msg };

const textOf = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message : null;
};

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
      const text = textOf(reply);
      return {
        kind: 'invalid',
        message: text ? msgText(text) : msgKey('validation:errors.invalid'),
      };
    } catch (error) {
      const apiError = handleApiError(error, dispatch);
      // A refusal (4xx) carries the service's reason; a 5xx body ('Internal Server Error') says
      // nothing a reader can use, so the page's own words stand in.
      const refusal = apiError.kind !== 'network' && (apiError.status ?? 0) < 500;
      const text = refusal && isAxiosError(error) ? textOf(error.response?.data) : null;
      return {
        kind: 'invalid',
        message: text ? msgText(text) : msgKey('validation:errors.failed'),
      };
    }
  };
