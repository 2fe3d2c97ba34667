import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR, Field, HINT } from '../../../src/components/form';
import { renderWithProviders } from '../../utils/render';

describe('Field', () => {
  it('labels its control and leaves it unmarked without an error', async () => {
    await renderWithProviders(
      <Field id="f-name" label="Name">
        {(control) => <input {...control.props('form-control')} />}
      </Field>,
    );
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('id', 'f-name');
    expect(input).toHaveClass('form-control');
    expect(input).not.toHaveClass('is-invalid');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the control in error and describes it by its hint, then its message', async () => {
    await renderWithProviders(
      <Field id="f-code" label="Code" hint="Six digits" error="The code is missing.">
        {(control) => <input {...control.props('form-control')} />}
      </Field>,
    );
    const input = screen.getByLabelText('Code');
    expect(input).toHaveClass('form-control', 'is-invalid');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'f-code-hint f-code-error');
    expect(input).toHaveAccessibleDescription('Six digits The code is missing.');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'f-code-error');
  });

  it('names the ids the page gives, in its order, and a message that stands elsewhere', async () => {
    await renderWithProviders(
      <>
        <p id="elsewhere">Fix the form.</p>
        <Field
          id="f-city"
          label="City"
          hint="Where you live"
          invalid
          errorId="elsewhere"
          describedBy={['warning', ERROR, HINT, false]}
        >
          {(control) => <input {...control.props('form-control')} />}
        </Field>
      </>,
    );
    const input = screen.getByLabelText('City');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'warning elsewhere f-city-hint');
    // No message of its own: the one elsewhere says it.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hands custom controls their id, state and description', async () => {
    await renderWithProviders(
      <Field id="f-pick" label="Pick" error="Choose one." className="req-group" markGroup>
        {({ id, invalid, describedBy }) => (
          <select id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
            <option value="">None</option>
          </select>
        )}
      </Field>,
    );
    const select = screen.getByLabelText('Pick');
    expect(select).toHaveAttribute('aria-describedby', 'f-pick-error');
    expect(select.closest('.req-group')).toHaveClass('is-invalid');
  });

  it('puts a first hint between the label and the control', async () => {
    const { container } = await renderWithProviders(
      <Field id="f-details" label="Details" hint="Say why" hintFirst className={null}>
        {(control) => <textarea {...control.props('form-control')} />}
      </Field>,
    );
    const hint = screen.getByText('Say why');
    expect(hint.tagName).toBe('P');
    expect(hint.nextElementSibling?.tagName).toBe('TEXTAREA');
    // No wrapper: the label is where the caller put the field.
    expect(screen.getByText('Details').parentElement).toBe(container);
  });
});
