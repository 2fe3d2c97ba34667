import { vi } from 'vitest';
import { writeDraft } from '../../src/features/requests/draft';
import {
  draftRestored,
  fieldsChanged,
  requestStarted,
  sickNoteValidated,
  selectForms,
} from '../../src/features/requests/slice';
import PaymentPage from '../../src/features/payment/PaymentPage';
import { clinicDay } from '../../src/features/requests/rules/sickNoteDates';
import { PATIENTS } from '../builders/users';
import { loggedInStore, renderWithProviders } from '../utils/render';

/** patient@example.com with a validated sick-note request, on the payment page. */
export async function openPayment(mock: boolean) {
  if (mock) vi.stubEnv('VITE_API_MOCK', 'true');
  const store = await loggedInStore(PATIENTS.full);
  store.dispatch(draftRestored({ ownerId: store.getState().user.data?.id ?? '', draft: null }));
  store.dispatch(requestStarted('sick-note'));
  const today = clinicDay();
  store.dispatch(
    fieldsChanged({
      timeOffIsFor: 'work',
      startTimeOff: today,
      endOfTimeOff: today,
      timeOffReason: 'Influenza',
      isAgreed: true,
    }),
  );
  store.dispatch(sickNoteValidated({ isPrivate: false, price: 65 }));
  writeDraft(selectForms(store.getState()));
  await renderWithProviders(<PaymentPage />, {
    route: '/sick-note/payment',
    store,
    elsewhere: { '/dashboard': 'Dashboard page' },
  });
  return store;
}
