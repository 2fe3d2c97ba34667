import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ChangePasswordForm from '../../src/features/account/ChangePasswordForm';
import { serviceCalls } from '../builders/session';
import { PASSWORD } from '../mocks/helpers';
import { renderWithProviders } from '../utils/render';

// The Change Password tab on the form kit (docs/account.md#change-password): each field's rule
// under it with the first in error focused, the service's refusal in the form's alert, which
// takes the focus, and one call for a double press.

const type = (label: string, value: string) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
  });

async function openForm() {
  await renderWithProviders(<ChangePasswordForm />, {
    route: '/account',
    user: 'patient@example.com',
  });
  return userEvent.setup({ delay: null });
}

const submit = () => screen.getByRole('button', { name: 'Change Password' });

describe('the Change Password tab', () => {
  it('shows every field’s rule and focuses the first field in error', async () => {
    const user = await openForm();
    await type('New Password', 'short');
    await user.click(submit());
    expect(await screen.findByText('Please enter the current password.')).toBeVisible();
    expect(screen.getByText('The length of password must be greater than 8')).toBeVisible();
    expect(screen.getByText('Please confirm your password.')).toBeVisible();
    expect(screen.getByLabelText('Current Password')).toHaveFocus();
  });

  it('tells a password manager which password is the current one and which the new', async () => {
    await openForm();
    const autocomplete = (label: string) =>
      screen.getByLabelText(label, { exact: true }).getAttribute('autocomplete');
    expect(autocomplete('Current Password')).toBe('current-password');
    expect(autocomplete('New Password')).toBe('new-password');
    expect(autocomplete('Re-enter New Password')).toBe('new-password');
  });

  it('a refusal says the service’s reason in the alert, which takes the focus; one call per press', async () => {
    await openForm();
    const calls = serviceCalls();
    await type('Current Password', 'NotMyPassword');
    await type('New Password', 'Sunrise#2027');
    await type('Re-enter New Password', 'Sunrise#2027');
    // Two presses before the first answer (Enter on the field, then the button).
    await act(async () => {
      fireEvent.submit(submit().closest('form')!);
      fireEvent.submit(submit().closest('form')!);
    });
    const alert = await screen.findByText('Your current password is incorrect.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(calls.filter((call) => call.endsWith('/login/reset'))).toHaveLength(1);
    // What was typed stays for another try.
    expect(screen.getByLabelText('New Password')).toHaveValue('Sunrise#2027');
  });

  it('a change empties the fields', async () => {
    const user = await openForm();
    await type('Current Password', PASSWORD);
    await type('New Password', 'Sunrise#2027');
    await type('Re-enter New Password', 'Sunrise#2027');
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('New Password')).toHaveValue(''));
  });
});
