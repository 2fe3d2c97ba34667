// docs/sick-note-check.md#sick-note-check-rules-and-messages: every field, then the bot check; names are trimmed.

export interface SickNoteCheckValues {
  id: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, as a date input gives it. */
  startDate: string;
  endDate: string;
}

export type SickNoteCheckError = 'required' | 'captcha';

/** What is sent: every value trimmed (an ID pasted from an e-mail often carries spaces). */
export function trimCheckValues(values: SickNoteCheckValues): SickNoteCheckValues {
  return {
    id: values.id.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    startDate: values.startDate.trim(),
    endDate: values.endDate.trim(),
  };
}

export function validateSickNoteCheck(
  values: SickNoteCheckValues,
  captcha: string | null,
): SickNoteCheckError | null {
  const trimmed = trimCheckValues(values);
  if (Object.values(trimmed).some((value) => value === '')) return 'required';
  if (!captcha) return 'captcha';
  return null;
}
