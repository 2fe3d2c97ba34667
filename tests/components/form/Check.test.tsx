import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Check } from '../../../src/components/form';
import { renderWithProviders } from '../../utils/render';

describe('Check', () => {
  it('is a labelled checkbox that reports its new state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithProviders(
      <Check
        id="c-show"
        label="Show passwords"
        className="form-check mb-3"
        checked={false}
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Show passwords' });
    expect(box).toHaveClass('form-check-input');
    expect(box.parentElement).toHaveClass('form-check', 'mb-3');
    await user.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('is a radio button of a named group, and passes on disabled and aria attributes', async () => {
    await renderWithProviders(
      <Check
        id="c-work"
        type="radio"
        name="purpose"
        value="work"
        label="Work"
        checked
        disabled
        aria-controls="panel"
        onChange={() => undefined}
      />,
    );
    const radio = screen.getByRole('radio', { name: 'Work' });
    expect(radio).toBeChecked();
    expect(radio).toBeDisabled();
    expect(radio).toHaveAttribute('name', 'purpose');
    expect(radio).toHaveAttribute('value', 'work');
    expect(radio).toHaveAttribute('aria-controls', 'panel');
  });
});
