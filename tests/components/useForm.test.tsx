import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { msgText, type Msg } from '../../src/api/message';
import {
  FormAlert,
  InputField,
  SubmitButton,
  useForm,
  type FormOptions,
} from '../../src/components/form';
import { renderWithI18n } from '../utils/render';

// src/components/form/useForm.ts: the one way a form works (docs/architecture.md#the-form-path).

interface Values {
  name: string;
  city: string;
}

const textOf = (msg: Msg | null) => (msg && 'text' in msg ? msg.text : null);

type Options = FormOptions<'name' | 'city', Values, Msg>;

interface Setup {
  send?: Options['send'];
  canSend?: () => boolean;
  clearAfterMs?: number;
  formRule?: boolean;
  focus?: Options['focus'];
  refusalStays?: boolean;
}

function NameForm({
  send = () => Promise.resolve(),
  canSend,
  clearAfterMs,
  formRule,
  focus,
  refusalStays,
}: Setup) {
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
    focus,
    refusalStays,
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
    // The answer lands outside any act(): its focus effect may run a task after the alert is drawn.
    await vi.waitFor(() => expect(alert).toHaveFocus());
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

  // What registration needs of the kit (docs/account.md#registration-error-display): the one
  // message names a field, which takes the focus once the message is on screen; the service's
  // refusal is no field error, so neither the 10 s nor a later press's field errors clear it.

  it('focus.field names the field that takes the focus; focus.nextFrame moves it a frame later', async () => {
    await renderWithI18n(<NameForm focus={{ field: () => 'city', nextFrame: true }} />);
    const button = screen.getByRole('button', { name: 'Send' });
    button.focus();
    press();
    // Both fields are in error; the name comes first on screen, but the form named the city.
    expect(screen.getByText('Name cannot be empty.')).toBeVisible();
    expect(button).toHaveFocus();
    await vi.waitFor(() => expect(screen.getByLabelText('city')).toHaveFocus());
  });

  it('check is given the errors showing; handed back, they are not replaced: their time runs on', async () => {
    vi.useFakeTimers();
    try {
      // A form that shows one message at a time hands back the record showing.
      function OneMessage() {
        const form = useForm({
          order: ['name'] as const,
          ids: { name: 'name' },
          initial: { name: '' },
          check: (_values, showing) => (showing.name ? showing : { name: msgText('No.') }),
          send: () => Promise.resolve(),
          clearAfterMs: 10_000,
        });
        return (
          <form {...form.props}>
            <InputField
              id="name"
              label="name"
              error={textOf(form.errors.errorOf('name'))}
              input={{ value: form.values.name, readOnly: true }}
            />
            <SubmitButton busy={false} label="Send" busyLabel="Sending" />
          </form>
        );
      }
      render(<OneMessage />);
      press();
      act(() => vi.advanceTimersByTime(9_000));
      press();
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.queryByText('No.')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('clearAfterMs clears field errors and a rule’s failure, never the service’s refusal', async () => {
    vi.useFakeTimers();
    const refuse = () => Promise.resolve(msgText('Service says no.'));
    try {
      const rule = render(<NameForm clearAfterMs={10_000} formRule />);
      filled();
      press();
      expect(screen.getByRole('alert')).toHaveTextContent('All fields are required.');
      act(() => vi.advanceTimersByTime(10_000));
      expect(screen.queryByRole('alert')).toBeNull();
      rule.unmount();

      const alone = render(<NameForm clearAfterMs={10_000} send={refuse} />);
      filled();
      await act(async () => press());
      expect(screen.getByRole('alert')).toHaveTextContent('Service says no.');
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByRole('alert')).toHaveTextContent('Service says no.');
      alone.unmount();

      // Beside a field error (refusalStays): the field error goes, the refusal stays.
      render(<NameForm clearAfterMs={10_000} refusalStays send={refuse} />);
      filled();
      await act(async () => press());
      type('name', '');
      press();
      expect(screen.getByText('Name cannot be empty.')).toBeVisible();
      act(() => vi.advanceTimersByTime(10_000));
      expect(screen.queryByText('Name cannot be empty.')).toBeNull();
      expect(screen.getByRole('alert')).toHaveTextContent('Service says no.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refusalStays: a later press’s field errors and a change leave the refusal; the next send clears it', async () => {
    let answer: (refusal: Msg | null) => void = () => {};
    const send = vi.fn(() => new Promise<Msg | null>((resolve) => (answer = resolve)));
    await renderWithI18n(<NameForm send={send} refusalStays clearAfterMs={10_000} />);
    filled();
    press();
    await act(async () => answer(msgText('Service says no.')));
    expect(screen.getByRole('alert')).toHaveTextContent('Service says no.');

    type('name', '');
    press();
    expect(await screen.findByText('Name cannot be empty.')).toBeVisible();
    expect(screen.getByText('Service says no.')).toBeVisible();

    type('name', 'Ada');
    expect(screen.getByText('Service says no.')).toBeVisible();
    press();
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Service says no.')).toBeNull();
  });

  it('without refusalStays, a later press’s field errors clear the refusal', async () => {
    await renderWithI18n(<NameForm send={() => Promise.resolve(msgText('Service says no.'))} />);
    filled();
    press();
    expect(await screen.findByRole('alert')).toHaveTextContent('Service says no.');
    fireEvent.change(screen.getByLabelText('name'), { target: { value: '' } });
    press();
    expect(await screen.findByText('Name cannot be empty.')).toBeVisible();
    expect(screen.queryByText('Service says no.')).toBeNull();
  });

  it('send is given the values’ setter, for what its answer changes', async () => {
    // A refusal spends the bot check's answer (registration): the send clears it.
    const send: Options['send'] = async (_values, setValues) => {
      setValues((before) => ({ ...before, city: '' }));
      return msgText('Service says no.');
    };
    await renderWithI18n(<NameForm send={send} />);
    filled();
    press();
    expect(await screen.findByRole('alert')).toHaveTextContent('Service says no.');
    expect(screen.getByLabelText('city')).toHaveValue('');
    expect(screen.getByLabelText('name')).toHaveValue('Ada');
  });
});
