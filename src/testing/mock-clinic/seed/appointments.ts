import type { MockAppointment } from '../types';

// Around the project's "today" (late November 2026): one visit done, two still to come.
export function buildPatientAppointments(): MockAppointment[] {
  return [
    {
      id: 'appt-20261014-0930',
      date: '2026-10-14',
      startTime: '09:30',
      endTime: '09:45',
      typeCode: null,
      mode: 'in-person',
      provider: 'Dr. Sarah Lin',
      reason: 'Annual physical',
      status: 'completed',
    },
    {
      id: 'appt-20261203-1015',
      date: '2026-12-03',
      startTime: '10:15',
      endTime: '10:30',
      typeCode: null,
      mode: 'telephone',
      provider: 'Dr. Sarah Lin',
      reason: 'Follow-up on blood test results',
      status: 'booked',
    },
    {
      id: 'appt-20261210-1400',
      date: '2026-12-10',
      startTime: '14:00',
      endTime: '14:30',
      typeCode: 'I',
      mode: 'in-person',
      provider: 'Dr. Michael Tse',
      reason: 'ICBC car-crash assessment',
      status: 'booked',
    },
  ];
}
