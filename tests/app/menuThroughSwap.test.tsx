import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Layout from '../../src/app/Layout';
import { PATIENTS } from '../builders/users';
import { renderWithProviders } from '../utils/render';

// Layout shows a stand-in bar while the patient's own menu (PatientSession) downloads. A patient
// on a phone who taps the menu button on it must find the menu open once their menu arrives:
// it snapped shut, which a phone journey met when the download was slow.

const gate = vi.hoisted(() => {
  let open = () => {};
  const arrived = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { arrived, open: () => open() };
});

vi.mock('../../src/app/PatientSession', async (importOriginal) => {
  await gate.arrived;
  return importOriginal();
});

describe('the menu opened on the stand-in bar', () => {
  it('stays open when the patient’s menu replaces it', async () => {
    await renderWithProviders(<Layout />, { route: '/dashboard', user: PATIENTS.full });
    const toggle = screen.getByRole('button', { name: 'Open or close the menu' });
    expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    gate.open();
    const messages = await screen.findByRole('link', { name: /Messages/ });
    expect(messages.closest('.navbar-collapse')).toHaveClass('show');
    expect(screen.getByRole('button', { name: /Open or close the menu/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
