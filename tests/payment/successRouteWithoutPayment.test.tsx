import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PaymentSuccessPage from '../../src/features/payment/PaymentSuccessPage';
import { renderWithProviders } from '../utils/render';

// docs/requests.md#payment-success-routes: the route only confirms a payment. Without one (no
// bank's parameters in the address, none kept by this tab) a logged-in patient goes to / too, as
// a visitor does; the spec would admit them, with nothing to show.

describe('a payment-success route with no payment to confirm', () => {
  it.each(['/sick-note/payment/success', '/school-work-form/payment/success'])(
    '%s sends a logged-in patient to /',
    async (route) => {
      await renderWithProviders(<PaymentSuccessPage />, {
        route,
        user: 'patient@example.com',
        elsewhere: { '/': 'Home page' },
      });
      expect(await screen.findByText('Home page')).toBeVisible();
    },
  );

  it('sends a visitor to / as well', async () => {
    await renderWithProviders(<PaymentSuccessPage />, {
      route: '/sick-note/payment/success',
      elsewhere: { '/': 'Home page' },
    });
    expect(await screen.findByText('Home page')).toBeVisible();
  });
});
