import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { createStore } from '../../src/app/store';
import { login } from '../../src/features/auth/loginThunk';
import { writeDraft } from '../../src/features/forms/draft';
import {
  draftRestored,
  fieldsChanged,
  requestStarted,
  sickNoteValidated,
  selectForms,
} from '../../src/features/forms/slice';
import PaymentPage from '../../src/features/payment/PaymentPage';
import { clinicDay } from '../../src/lib/sickNoteDates';
import { renderWithI18n } from '../components/i18n';

/** patient@example.com with a validated sick-note request, on the payment page. */
export async function openPayment(mock: boolean) {
  if (mock) vi.stubEnv('VITE_API_MOCK', 'true');
  const store = createStore();
  await store.dispatch(
    login({ email: 'patient@example.com', password: 'Clinic2026!', recaptcha: 'test-token' }),
  );
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
  await renderWithI18n(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/sick-note/payment']}>
        <Routes>
          <Route path="/sick-note/payment" element={<PaymentPage />} />
          <Route path="/dashboard" element={<p>Dashboard page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}
