import type { ServiceIcon } from './icons';

export type HomeServiceId =
  'sickNote' | 'form' | 'inPerson' | 'refill' | 'immigration' | 'telephone';

export interface HomeService {
  id: HomeServiceId;
  /** Where the card's button leads: an information page, or /login for booked services. */
  to: string;
  icon: ServiceIcon;
  /** Paid by the patient, or covered by MSP for eligible patients. */
  fee: 'paid' | 'covered';
}

// The spec's order: sick note, request a form, in-person appointment, medication refill,
// immigration exam, telephone appointment.
export const homeServices: readonly HomeService[] = [
  { id: 'sickNote', to: '/sicknote', icon: 'note', fee: 'paid' },
  { id: 'form', to: '/medicalform', icon: 'form', fee: 'paid' },
  { id: 'inPerson', to: '/login', icon: 'clinic', fee: 'covered' },
  { id: 'refill', to: '/login', icon: 'pill', fee: 'covered' },
  { id: 'immigration', to: '/immigration', icon: 'globe', fee: 'paid' },
  { id: 'telephone', to: '/login', icon: 'phone', fee: 'covered' },
];
