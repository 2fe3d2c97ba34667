import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ActionButton from '../../src/components/ActionButton';
import { renderWithProviders } from '../utils/render';

describe('ActionButton', () => {
  it('is a plain button by default, enabled', async () => {
    await renderWithProviders(
      <ActionButton label="Cancel" className="btn btn-outline-secondary" />,
    );
    const button = screen.getByRole('button', { name: 'Cancel' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('btn', 'btn-outline-secondary');
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('is disabled with a spinner while busy, keeping its label', async () => {
    await renderWithProviders(<ActionButton type="submit" label="Update" busy />);
    const button = screen.getByRole('button', { name: /Update/ });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeDisabled();
    expect(button.querySelector('.spinner-border')).not.toBeNull();
  });
});
