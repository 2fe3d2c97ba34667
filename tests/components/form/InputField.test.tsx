import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  InputField,
  useShowPasswords,
  valueControlAttributes,
  type ValueControlProps,
} from '../../../src/components/form';
import { renderWithProviders } from '../../utils/render';

function Passwords() {
  const [value, setValue] = useState('');
  const passwords = useShowPasswords('p-show', 'Show passwords');
  return (
    <>
      <InputField
        id="p-new"
        label="New password"
        error={value === '' ? 'Required.' : null}
        input={{ type: passwords.type, value, onChange: (e) => setValue(e.target.value) }}
      />
      {passwords.toggle}
    </>
  );
}

function Select(props: ValueControlProps) {
  return (
    <select {...valueControlAttributes(props, 'form-select')}>
      <option value="">None</option>
      <option value="BC">BC</option>
    </select>
  );
}

describe('InputField and useShowPasswords', () => {
  it('is a Field of one input, whose type the show box switches', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Passwords />);
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveClass('form-control', 'is-invalid');
    expect(input).toHaveAttribute('aria-describedby', 'p-new-error');
    await user.type(input, 'secret');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('checkbox', { name: 'Show passwords' }));
    expect(input).toHaveAttribute('type', 'text');
  });
});

describe('valueControlAttributes', () => {
  it('gives a custom control its id, value, state and a handler of the new value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithProviders(
      <>
        <label htmlFor="v-province">Province</label>
        <Select id="v-province" value="" onChange={onChange} invalid describedBy="v-error" />
      </>,
    );
    const select = screen.getByLabelText('Province');
    expect(select).toHaveClass('form-select', 'is-invalid');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-describedby', 'v-error');
    expect(select).toBeEnabled();
    await user.selectOptions(select, 'BC');
    expect(onChange).toHaveBeenCalledWith('BC');
  });
});
