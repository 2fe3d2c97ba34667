import { msgKey } from '../../api/message';
import type { SickNoteForValidation } from '../../api/types';
import { createServiceThunk } from '../../state/serviceThunk';
import { trimCheckValues, type SickNoteCheckValues } from './rules';
import { validateSickNoteById } from './api';

/** The check's service puts its reason in `message` alone. */
const REASON = ['message'] as const;

export interface SickNoteCheck {
  values: SickNoteCheckValues;
  /** The bot check's token: good for one check only. */
  recaptcha: string;
}

/**
 * GET /services/sicknote/validateById/{id} (docs/sick-note-check.md#sick-note-check-rules-and-messages):
 * valid with the note; else the service's reason, 'This sick note is invalid.', or 'Something
 * went wrong!'. A service thunk (src/state/serviceThunk.ts): the failure's msg is the verdict.
 */
export const checkSickNote = createServiceThunk<SickNoteForValidation, SickNoteCheck>(
  'sickNoteCheck/check',
  async ({ values, recaptcha }, { refuse }) => {
    const reply = await validateSickNoteById(trimCheckValues(values), recaptcha);
    if (!reply.success || !reply.sickNote) {
      throw refuse(reply, msgKey('validation:errors.invalid'));
    }
    return reply.sickNote;
  },
  { fallback: msgKey('validation:errors.failed'), places: REASON },
);
