import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from '../../../src/components/form';
import { renderWithProviders } from '../../utils/render';

describe('SubmitButton', () => {
  it('says its busy words while busy, disabled and aria-busy, with a spinner', async () => {
    await renderWithProviders(<SubmitButton busy label="Send" busyLabel="Sending" />);
    const button = screen.getByRole('button', { name: 'Sending' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.spinner-border')).not.toBeNull();
  });

  it('keeps its label while busy when it has no busy words of its own', async () => {
    await renderWithProviders(<SubmitButton busy label="Update" />);
    const button = screen.getByRole('button', { name: 'Update' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
