import { vi } from 'vitest';
import { writeDraft } from '../../src/features/requests/draft';
import { sickNoteValidated, selectForms } from '../../src/features/requests/slice';
import PaymentPage from '../../src/features/payment/PaymentPage';
import { clinicDay } from '../../src/features/requests/rules/sickNoteDates';
import { PATIENTS } from '../builders/users';
import { requestTyped } from '../requests/requestHarness';
import { renderWithProviders } from '../utils/render';

/** patient@example.com with a validated sick-note request, on the payment page. */
export async function openPayment(mock: boolean) {
  if (mock) vi.stubEnv('VITE_API_MOCK', 'true');
  const today = clinicDay();
  const store = await requestTyped(PATIENTS.full, 'sick-note', {
    timeOffIsFor: 'work',
    startTimeOff: today,
    endOfTimeOff: today,
    timeOffReason: 'Influenza',
    isAgreed: true,
  });
  store.dispatch(sickNoteValidated({ isPrivate: false, price: 65 }));
  writeDraft(selectForms(store.getState()));
  await renderWithProviders(<PaymentPage />, {
    route: '/sick-note/payment',
    store,
    elsewhere: { '/dashboard': 'Dashboard page' },
  });
  return store;
}
