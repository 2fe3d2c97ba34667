import type { SickNoteCheckValues } from '../../src/features/sickNoteCheck/rules';

// The sick note on file in the mock clinic (README: SN-20261101, Mei Chen, 2026-11-02 to
// 2026-11-04), as the /validate form's fields hold it: the check confirms it unless the test
// changes a field.

export const sickNoteOnFile = (over: Partial<SickNoteCheckValues> = {}): SickNoteCheckValues => ({
  id: 'SN-20261101',
  firstName: 'Mei',
  lastName: 'Chen',
  startDate: '2026-11-02',
  endDate: '2026-11-04',
  ...over,
});
