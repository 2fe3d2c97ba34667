// docs/records.md#records-date-of-birth-step: year, month and day must each be chosen. The spec gives one text
// for all three ('Invalid date of birth, Year cannot be empty.'), so one error suffices.

export interface BirthDateParts {
  year: string;
  month: string;
  day: string;
}

export function validateRecordsBirthDate({ year, month, day }: BirthDateParts): 'missing' | null {
  return [year, month, day].some((part) => part.trim() === '') ? 'missing' : null;
}
