import { selectForms } from '../../src/features/requests/slice';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLatency } from '../../src/testing/mock-clinic/controls';
import { db } from '../../src/testing/mock-clinic/db';
import { openPayment } from './openPayment';

afterEach(() => {
  vi.unstubAllEnvs();
});

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

  it('starts one payment for two submits before the page shows it busy', async () => {
    await openPayment(true);
    await fillCard('4242424242424242');
    const pay = screen.getByRole('button', { name: 'Pay now' });
    // In one act, React renders the disabled button only after both (a click and an Enter in the
    // same frame): what holds the second is the flow's own in-flight flag, not the button.
    act(() => {
      fireEvent.submit(pay);
      fireEvent.submit(pay);
    });
    expect(await screen.findByRole('dialog', { name: 'Payment successful' })).toBeInTheDocument();
    expect(db.state.paymentMethods).toHaveLength(1);
    expect(db.state.paymentIntents).toHaveLength(1);
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
    expect(selectForms(store.getState())).toMatchObject({
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
