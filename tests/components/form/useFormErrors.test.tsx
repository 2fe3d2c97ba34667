import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { msgKey } from '../../../src/api/message';
import { Field, firstErrorField, useFormErrors } from '../../../src/components/form';
import { useMsg } from '../../../src/i18n/useMsg';
import { renderWithProviders } from '../../utils/render';

type F = 'first' | 'second' | 'third';
const ORDER: readonly F[] = ['first', 'second', 'third'];

function Harness({ found }: { found: Partial<Record<F, string>> }) {
  const render = useMsg();
  const { show, clear, set, errorOf, first } = useFormErrors<F>(ORDER, (field) =>
    document.getElementById(`h-${field}`),
  );
  const text = (field: F) => {
    const error = errorOf(field);
    return error ? render(error) : null;
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        show(
          Object.fromEntries(
            Object.entries(found).map(([field, key]) => [field, msgKey(key as string)]),
          ),
        );
      }}
    >
      {ORDER.map((field) => (
        <Field key={field} id={`h-${field}`} label={field} error={text(field)}>
          {(control) => (
            <input {...control.props('form-control')} onChange={() => clear([field])} />
          )}
        </Field>
      ))}
      <p data-testid="first">{first() ? render(first()!) : 'none'}</p>
      <button type="button" onClick={() => set('third', msgKey('Third set'))}>
        Set third
      </button>
      <button type="button" onClick={() => clear()}>
        Clear all
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFormErrors', () => {
  it('shows what was found and focuses the first field in the form order', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness found={{ third: 'Third wrong', second: 'Second wrong' }} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('second')).toHaveFocus();
    expect(screen.getByLabelText('second')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('third')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('first')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('first')).toHaveTextContent('Second wrong');
  });

  it("clears a changed field's error only, and all of them at once", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness found={{ first: 'First wrong', second: 'Second wrong' }} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByLabelText('first'), 'x');
    expect(screen.getByLabelText('first')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('second')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sets one field without touching the others, and a clean check clears all', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness found={{}} />);
    await user.click(screen.getByRole('button', { name: 'Set third' }));
    expect(screen.getByLabelText('third')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('third')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it('finds the first field in error by order, not by insertion', () => {
    expect(firstErrorField(ORDER, { third: 1, second: 2 })).toBe('second');
    expect(firstErrorField(ORDER, {})).toBeNull();
  });
});
