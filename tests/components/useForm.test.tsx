import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { msgText, type Msg } from '../../src/api/message';
import { FormAlert, InputField, SubmitButton, useForm } from '../../src/components/form';
import { renderWithI18n } from '../utils/render';

// src/components/form/useForm.ts: the one way a form works (docs/architecture.md#the-form-path).

interface Values {
  name: string;
  city: string;
}

const textOf = (msg: Msg | null) => (msg && 'text' in msg ? msg.text : null);

interface Setup {
  send?: (values: Values) => Promise<Msg | null | undefined | void>;
  canSend?: () => boolean;
  clearAfterMs?: number;
  formRule?: boolean;
}

function NameForm({ send = () => Promise.resolve(), canSend, clearAfterMs, formRule }: Setup) {
  const form = useForm({
    order: ['name', 'city'] as const,
    ids: { name: 'name', city: 'city' },
    initial: { name: '', city: '' },
    check: (values) => ({
      ...(values.name ? {} : { name: msgText('Name cannot be empty.') }),
      ...(values.city ? {} : { city: msgText('City cannot be empty.') }),
    }),
    checkForm: formRule ? () => msgText('All fields are required.') : undefined,
    canSend: canSend && (() => canSend()),
    send,
    clearAfterMs,
  });
  const field = (name: 'name' | 'city') => (
    <InputField
      id={name}
      label={name}
      error={textOf(form.errors.errorOf(name))}
      input={{ value: form.values[name], onChange: (e) => form.set(name, e.target.value) }}
    />
  );
  return (
    <form {...form.props}>
      {field('name')}
      {field('city')}
      <FormAlert msg={form.failure} alertRef={form.alertRef} />
      <SubmitButton busy={form.busy} label="Send" busyLabel="Sending" />
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = () => fireEvent.click(screen.getByRole('button', { name: /Send/ }));
const filled = () => {
  type('name', 'Ada');
  type('city', 'Vancouver');
};

describe('useForm', () => {
  it('shows what the rules found, focuses the first field in error, and sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve());
    await renderWithI18n(<NameForm send={send} />);
    type('city', 'Vancouver');
    press();
    expect(await screen.findByText('Name cannot be empty.')).toBeVisible();
    expect(screen.getByLabelText('name')).toHaveFocus();
    expect(screen.queryByText('City cannot be empty.')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('a change clears that field’s error only', async () => {
    await renderWithI18n(<NameForm />);
    press();
    await screen.findByText('City cannot be empty.');
    type('name', 'A');
    expect(screen.queryByText('Name cannot be empty.')).toBeNull();
    expect(screen.getByText('City cannot be empty.')).toBeVisible();
  });

  it('a rule about the whole form is its failure, announced and focused', async () => {
    const send = vi.fn(() => Promise.resolve());
    await renderWithI18n(<NameForm send={send} formRule />);
    filled();
    press();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('All fields are required.');
    expect(alert).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('a refused send shows its words in the alert, focused, and keeps what was typed', async () => {
    await renderWithI18n(<NameForm send={() => Promise.resolve(msgText('Service says no.'))} />);
    filled();
    press();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Service says no.');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('name')).toHaveValue('Ada');
    type('city', 'Burnaby');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends once however often it is pressed while the send is under way', async () => {
    let answer: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    await renderWithI18n(<NameForm send={send} />);
    filled();
    // Both presses land before React has drawn the busy button.
    act(() => {
      press();
      press();
    });
    fireEvent.submit(screen.getByRole('button').closest('form')!);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer());
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    press();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('says so and frees the form when the send throws', async () => {
    const send = vi.fn(() => Promise.reject(new Error('boom')));
    await renderWithI18n(<NameForm send={send} />);
    filled();
    press();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByLabelText('name')).toHaveValue('Ada');
  });

  it('sends nothing while the page says it may not (canSend)', async () => {
    const send = vi.fn(() => Promise.resolve());
    await renderWithI18n(<NameForm send={send} canSend={() => false} />);
    filled();
    press();
    expect(send).not.toHaveBeenCalled();
  });

  it('errors clear themselves after clearAfterMs, each new one for the whole time', async () => {
    vi.useFakeTimers();
    try {
      render(<NameForm clearAfterMs={10_000} />);
      press();
      expect(screen.getByText('Name cannot be empty.')).toBeVisible();
      act(() => vi.advanceTimersByTime(9_000));
      type('name', 'A');
      press();
      // A new error (the city's) shows for 10 s again from now.
      act(() => vi.advanceTimersByTime(9_000));
      expect(screen.getByText('City cannot be empty.')).toBeVisible();
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.queryByText('City cannot be empty.')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
