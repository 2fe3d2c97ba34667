import { api } from '../../api/client';
import type { SickNoteValidationReply } from '../../api/types';
import type { SickNoteCheckValues } from './rules';

export const validateSickNoteById = (
  { id, firstName, lastName, startDate, endDate }: SickNoteCheckValues,
  recaptcha: string,
) =>
  api
    .get<SickNoteValidationReply>(`/services/sicknote/validateById/${encodeURIComponent(id)}`, {
      params: { firstName, lastName, startDate, endDate, recaptcha },
    })
    .then((r) => r.data);
