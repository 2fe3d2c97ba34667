import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ProfileForm from '../../src/features/account/ProfileForm';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { loggedInStore, renderWithProviders } from '../utils/render';

// The Profile tab's editing on the form kit (docs/account.md#profile-rules-and-messages): a rule
// flags its fields and focuses the first, a failed update says so in the one alert by the
// buttons, which takes the focus, and what was typed stays.

async function openEditing() {
  const store = await loggedInStore('patient@example.com');
  const user = store.getState().user.data!;
  await renderWithProviders(
    <ProfileForm user={user} editing onEdit={() => {}} onCancel={() => {}} onUpdated={() => {}} />,
    { route: '/account', store },
  );
  return userEvent.setup({ delay: null });
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const update = () => screen.getByRole('button', { name: 'Update' });

describe('the Profile tab while editing', () => {
  it('an empty city is flagged and focused, with its message by the buttons', async () => {
    const user = await openEditing();
    await act(async () => {
      fireEvent.change(field('profile-city'), { target: { value: '' } });
    });
    await user.click(update());
    expect(await screen.findByText('Highlighted input field cannot be empty.')).toBeVisible();
    expect(field('profile-city')).toHaveFocus();
  });

  it('a failed update says so in the alert, which takes the focus; the typing stays', async () => {
    const user = await openEditing();
    await act(async () => {
      fireEvent.change(field('profile-city'), { target: { value: 'Burnaby' } });
    });
    failNext('POST', '/me', '500');
    await user.click(update());
    const alert = await screen.findByText('Server error.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(field('profile-city')).toHaveValue('Burnaby');
  });
});
