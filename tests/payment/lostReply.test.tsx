import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { clinicStatusChanged } from '../../src/features/clinicStatus/slice';
import { currentPaymentKey, DRAFT_KEY } from '../../src/features/requests/draft';
import { charges, failNext } from '../../src/testing/mock-clinic/controls';
import { server } from '../../src/testing/mock-clinic/node';
import { openPayment as openWithRequest } from './openPayment';

// The payment page after a charge call whose answer never came (review finding 5): it asks the
// service with the same Idempotency-Key before Pay can be pressed again.

afterEach(() => {
  vi.unstubAllEnvs();
});

async function openPayment() {
  const store = await openWithRequest(true);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiration date'), '1234');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  return { store, user };
}

/**
 * The Idempotency-Key of each charge call the mock clinic receives during the test, in order. The
 * ledger alone cannot tell a check sent with the same key: the mock clinic also answers a repeated
 * card method with its first outcome (src/testing/mock-clinic/handlers/charge.ts).
 */
function chargeKeysSent(): (string | null)[] {
  const keys: (string | null)[] = [];
  const onStart = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/sick-note/charge')) {
      keys.push(request.headers.get('Idempotency-Key'));
    }
  };
  server.events.on('request:start', onStart);
  onTestFinished(() => {
    server.events.removeListener('request:start', onStart);
  });
  return keys;
}

const payNow = () => screen.getByRole('button', { name: /Pay now|Processing payment/ });

describe('a lost answer of the charge', () => {
  it('is checked with the same key: one charge, the success dialog', async () => {
    const { user } = await openPayment();
    const keys = chargeKeysSent();
    failNext('POST', '/sick-note/charge', 'lostReply');
    await user.click(payNow());
    expect(await screen.findByRole('dialog', { name: 'Payment successful' })).toBeInTheDocument();
    const ledger = charges();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
    // The charge whose answer was lost, then the check: both under the key that charged.
    expect(keys).toEqual([ledger[0]?.idempotencyKey, ledger[0]?.idempotencyKey]);
  });

  it('when the check is lost too, says so, keeps Pay disabled, and checks again on request', async () => {
    const { user } = await openPayment();
    const keys = chargeKeysSent();
    failNext('POST', '/sick-note/charge', 'lostReply');
    failNext('POST', '/sick-note/charge', 'network');
    await user.click(payNow());
    expect(
      await screen.findByText('We could not confirm whether your payment went through.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/do not pay again/);
    expect(payNow()).toBeDisabled();
    const key = currentPaymentKey();
    expect(key).not.toBeNull();
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toContain(key);

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('dialog', { name: 'Payment successful' })).toBeInTheDocument();
    expect(charges()).toHaveLength(1);
    expect(keys).toEqual([key, key, key]);
  });

  it('a check that answers a decline lets the patient pay with another card, under a new key', async () => {
    const { user } = await openPayment();
    const keys = chargeKeysSent();
    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4000000000000002');
    failNext('POST', '/sick-note/charge', 'lostReply');
    await user.click(payNow());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.'),
    );
    expect(payNow()).toBeEnabled();
    expect(currentPaymentKey()).toBeNull();
    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.click(payNow());
    expect(await screen.findByRole('dialog', { name: 'Payment successful' })).toBeInTheDocument();
    expect(charges()).toHaveLength(1);
    const [declined, checked, paid] = keys;
    expect(keys).toHaveLength(3);
    expect(checked).toBe(declined);
    expect(paid).toBe(charges()[0]?.idempotencyKey);
    expect(paid).not.toBe(declined);
  });
});

describe('the clinic system offline', () => {
  it('shows the offline text and disables Pay until it is back', async () => {
    const { store } = await openPayment();
    act(() => {
      store.dispatch(clinicStatusChanged(false));
    });
    expect(screen.getByText(/The clinic's system is offline/)).toHaveAttribute('role', 'alert');
    expect(payNow()).toBeDisabled();
    act(() => {
      store.dispatch(clinicStatusChanged(true));
    });
    expect(screen.queryByText(/The clinic's system is offline/)).toBeNull();
    expect(payNow()).toBeEnabled();
  });
});
