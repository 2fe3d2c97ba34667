import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { FieldError } from '../../../src/components/form';
import { renderWithProviders } from '../../utils/render';

describe('FieldError', () => {
  it('renders nothing without a message', async () => {
    const { container } = await renderWithProviders(<FieldError id="x-error" text={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is read out by default, as Bootstrap feedback under a control', async () => {
    await renderWithProviders(<FieldError id="x-error" text="Required." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Required.');
    expect(alert).toHaveAttribute('id', 'x-error');
    expect(alert).toHaveClass('invalid-feedback', 'd-block');
    expect(alert.tagName).toBe('DIV');
  });

  it('takes the look the page gives it, and may stay silent', async () => {
    await renderWithProviders(
      <FieldError id="g-error" text="Choose one." className="mi-error" as="p" announce={false} />,
    );
    const message = screen.getByText('Choose one.');
    expect(message.tagName).toBe('P');
    expect(message).toHaveClass('mi-error');
    expect(message).not.toHaveAttribute('role');
  });

  it('can take the focus', async () => {
    const ref = createRef<HTMLDivElement>();
    await renderWithProviders(
      <FieldError ref={ref} text="Refused." className="alert alert-danger" focusable />,
    );
    ref.current?.focus();
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
