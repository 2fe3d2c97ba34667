// The sick note on file for /validate (the README's contract).

import type { IssuedSickNote } from '../messagingTypes';

export function buildSickNotes(): IssuedSickNote[] {
  return [
    {
      id: 'SN-20261101',
      firstName: 'Mei',
      lastName: 'Chen',
      startTimeOff: '2026-11-02',
      endOfTimeOff: '2026-11-04',
    },
  ];
}
