import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { msgText, type Msg } from '../../src/api/message';
import ReplyForm from '../../src/features/messages/ReplyForm';
import { renderWithI18n } from '../utils/render';

// docs/messages.md#reply-dialog: the reply box on the kit's form (src/components/form/useForm.ts):
// the field in error takes the focus, the send's failure takes it itself and keeps the draft, and
// a second press while the first is on its way sends nothing.

const EMPTY = 'Message cannot be empty';
const PICTURE = 'Please attach at least one picture.';

function setup(requestImage: boolean, onSend: (draft: unknown) => Promise<Msg | null>) {
  const user = userEvent.setup({ delay: null });
  const send = () => user.click(screen.getByRole('button', { name: 'Send reply' }));
  return {
    user,
    send,
    rendered: renderWithI18n(<ReplyForm requestImage={requestImage} onSend={onSend} />),
  };
}

describe('the reply form', () => {
  it('an empty reply focuses the box; a missing picture focuses the first picker', async () => {
    const onSend = vi.fn(() => Promise.resolve(null));
    const { user, send, rendered } = setup(true, onSend);
    await rendered;
    await send();
    const box = screen.getByLabelText('Your reply');
    expect(await screen.findByRole('alert')).toHaveTextContent(EMPTY);
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(expect.stringContaining(EMPTY) as string);
    await user.type(box, 'The rash, as asked.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(PICTURE);
    expect(screen.getByLabelText(/^Attachment 1/)).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('a failed send says why, takes the focus and keeps the text', async () => {
    const onSend = vi.fn(() => Promise.resolve(msgText('Server error, please try again later')));
    const { user, send, rendered } = setup(false, onSend);
    await rendered;
    await user.type(screen.getByLabelText('Your reply'), 'Thank you.');
    await send();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server error, please try again later');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('Your reply')).toHaveValue('Thank you.');
  });

  it('sends once however often it is pressed while sending', async () => {
    let answer: (failure: Msg | null) => void = () => {};
    const onSend = vi.fn(() => new Promise<Msg | null>((resolve) => (answer = resolve)));
    const { user, rendered } = setup(false, onSend);
    await rendered;
    await user.type(screen.getByLabelText('Your reply'), 'Thank you.');
    const form = screen.getByRole('button', { name: 'Send reply' }).closest('form')!;
    form.requestSubmit();
    form.requestSubmit();
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    answer(null);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send reply' })).toBeEnabled());
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
