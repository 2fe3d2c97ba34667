import type { User } from '../../api/types';

// Which services a patient sees (docs/dashboard.md#service-cards): from appVisibility and
// appointmentType. Pure, so each rule is tested on its own.

export type ServiceId =
  'form' | 'sickNote' | 'medication' | 'labTest' | 'appointment' | 'icbc' | 'driver';

export interface DashboardServices {
  form: boolean;
  sickNote: boolean;
  /** The 'Medication and Testing' card. */
  medicationAndTesting: boolean;
  /** Its re-prescribe (medication refill) option. */
  medication: boolean;
  /** Its lab-test option. */
  labTest: boolean;
  appointment: true;
  icbc: boolean;
  driver: boolean;
}

type VisibilityFields = Pick<User, 'appVisibility' | 'appointmentType' | 'askmedBlocked'>;

function appointmentEnabled(user: VisibilityFields, code: string): boolean {
  return (user.appointmentType ?? []).some((t) => t.code === code && t.status === 'enabled');
}

export function visibleServices(user: VisibilityFields): DashboardServices {
  const list = user.appVisibility;
  // With no visibility list at all, only the appointment card is offered.
  const listed = Array.isArray(list);
  const medication = listed && list.includes('askmedication') && !user.askmedBlocked;
  const labTest = listed && list.includes('asklabtest');
  return {
    form: listed,
    sickNote: listed,
    medicationAndTesting: medication || labTest,
    medication,
    labTest,
    appointment: true,
    icbc: appointmentEnabled(user, 'I'),
    driver: appointmentEnabled(user, 'D'),
  };
}

/** Services that open the sister sites with the patient's token and need a preferred pharmacy. */
export function needsPharmacy(service: ServiceId): boolean {
  return (
    service === 'medication' ||
    service === 'appointment' ||
    service === 'icbc' ||
    service === 'driver'
  );
}
