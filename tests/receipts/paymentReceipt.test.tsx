import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readReceipts } from '../../src/features/receipts/receiptStore';
import { sessionKeys } from '../../src/lib/storage';
import { db } from '../../src/testing/mock-clinic/db';
import { openPayment } from '../payment/openPayment';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllEnvs());

async function payWith(number: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiration date'), '1234');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay now' }));
  return user;
}

describe('the receipt a payment leaves', () => {
  it('is kept when the sick note is paid, and the success dialog offers it', async () => {
    await openPayment(true);
    await payWith('4242424242424242');
    const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'View receipt' }));
    const [receipt] = readReceipts();
    expect(receipt).toMatchObject({
      id: db.state.paymentIntents[0]?.id,
      reference: db.state.paymentIntents[0]?.id,
      service: { kind: 'sick-note' },
      amount: 65,
      patientName: 'Mei Chen',
      card: { brand: 'visa', last4: '4242' },
    });
    // Only the service's name: not the reason the patient gave.
    expect(window.sessionStorage.getItem(sessionKeys.receipts)).not.toContain('Influenza');
  });

  it('is not kept for a declined card, and no receipt is offered', async () => {
    await openPayment(true);
    await payWith('4000000000000002');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.'),
    );
    expect(readReceipts()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'View receipt' })).toBeNull();
  });
});
