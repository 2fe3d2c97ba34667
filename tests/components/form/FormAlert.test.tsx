import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { msgKey, msgText } from '../../../src/api/message';
import { FormAlert } from '../../../src/components/form';
import { renderWithProviders } from '../../utils/render';

// src/components/form/FormAlert.tsx: the form's own failure, read out and focusable.

describe('FormAlert', () => {
  it('renders nothing without a failure, even given more to say', async () => {
    const { container } = await renderWithProviders(
      <FormAlert msg={null}>
        <p>More</p>
      </FormAlert>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('is an alert that can take the focus, in the language of the page', async () => {
    const ref = createRef<HTMLDivElement>();
    await renderWithProviders(
      <FormAlert msg={msgKey('common:errors.unknown')} alertRef={ref} id="f-alert" />,
      { lang: 'cn' },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('id', 'f-alert');
    expect(alert).toHaveClass('alert', 'alert-danger');
    expect(alert.textContent).not.toBe('');
    expect(alert.querySelector('p')).toBeNull();
    ref.current?.focus();
    expect(alert).toHaveFocus();
  });

  it('holds what it is given after the message, in the same alert, the message its own paragraph', async () => {
    const ref = createRef<HTMLDivElement>();
    await renderWithProviders(
      <FormAlert msg={msgText('Refused.')} alertRef={ref}>
        <p className="mt-2">Here is why.</p>
      </FormAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^Refused\.Here is why\.$/);
    const [message, more] = Array.from(alert.children);
    expect(message).toHaveTextContent(/^Refused\.$/);
    expect(message?.tagName).toBe('P');
    expect(message).toHaveClass('mb-0');
    expect(more).toHaveTextContent(/^Here is why\.$/);
    ref.current?.focus();
    expect(alert).toHaveFocus();
  });
});
