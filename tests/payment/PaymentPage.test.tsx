import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../src/app/store';
import { login } from '../../src/features/auth/thunks';
import { writeDraft } from '../../src/features/forms/draft';
import {
  draftRestored,
  fieldsChanged,
  requestStarted,
  sickNoteValidated,
} from '../../src/features/forms/slice';
import PaymentPage from '../../src/features/payment/PaymentPage';
import { clinicDay } from '../../src/lib/sickNoteDates';
import { setLatency } from '../../src/mocks/controls';
import { db } from '../../src/mocks/db';
import { renderWithI18n } from '../components/i18n';

afterEach(() => {
  vi.unstubAllEnvs();
});

/** patient@example.com with a validated sick-note request, on the payment page. */
async function openPayment(mock: boolean) {
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
  writeDraft(store.getState().forms);
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

async function fillCard(number: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiration date'), '1234');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  return user;
}

describe('the payment page', () => {
  it('charges once for a double click, and shows the success dialog', async () => {
    await openPayment(true);
    const user = await fillCard('4242424242424242');
    setLatency(200);
    await user.dblClick(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByRole('button', { name: 'Processing payment...' })).toBeDisabled();
    expect(await screen.findByRole('dialog', { name: 'Payment successful' })).toBeInTheDocument();
    expect(db.state.paymentMethods).toHaveLength(1);
    expect(db.state.paymentIntents).toHaveLength(1);
    expect(db.state.sickNoteRequests).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('keeps the card and the request after a decline, with the message in an alert', async () => {
    const store = await openPayment(true);
    const user = await fillCard('4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.'),
    );
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
    expect(store.getState().forms).toMatchObject({
      timeOffReason: 'Influenza',
      paymentComplete: false,
    });
  });

  it('offers no card form in a build without a real publishable key', async () => {
    await openPayment(false);
    expect(await screen.findByText(/Card payment is not available right now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBe(null);
  });
});
