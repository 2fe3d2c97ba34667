import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AlertStack from '../../src/components/AlertStack';
import MessagesPage from '../../src/features/messages/MessagesPage';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { PATIENTS } from '../builders/users';
import { renderWithProviders } from '../utils/render';

// /message's new message to the assistants (docs/messages.md#new-message): its rule, its failure
// and its success, in both languages, against the mock clinic. The journey (typing up to the
// 200-character limit, the counter, the message sent) stays in e2e/messages.spec.ts.

const TEXTS = {
  en: {
    label: 'Your message',
    send: 'Send',
    empty: 'Message can not be empty!',
    failed: 'message sent failed',
    sent: 'Your message was successfully sent to our medical office assistants',
  },
  cn: {
    label: '您的訊息',
    send: '發送',
    empty: '訊息不能為空。',
    failed: '訊息發送失敗。',
    sent: '您的訊息已成功發送給我們的診所助理。',
  },
} as const;

const MESSAGE = 'Can I book a flu shot next week?';

describe.each(['en', 'cn'] as const)('a new message in %s', (lang) => {
  const t = TEXTS[lang];

  it('empty, it is refused; a failed send keeps it; sent, the box is cleared', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<MessagesPage />, {
      route: '/message',
      lang,
      user: PATIENTS.full,
      // Where the app says a message was sent.
      beside: <AlertStack />,
    });
    const box = await screen.findByLabelText(t.label, { exact: true });
    const send = () => user.click(screen.getByRole('button', { name: t.send }));

    await send();
    expect(await screen.findByText(t.empty)).toBeVisible();
    // The kit's form: the box in error takes the focus, and says why.
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(expect.stringContaining(t.empty) as string);

    await act(async () => {
      fireEvent.change(box, { target: { value: MESSAGE } });
    });
    failNext('POST', '/message/sent', '500');
    await send();
    expect(await screen.findByText(t.failed)).toBeVisible();
    expect(box).toHaveValue(MESSAGE);
    // The failure takes the focus, so it is read out.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());

    await send();
    expect(await screen.findByText(t.sent)).toBeVisible();
    expect(box).toHaveValue('');
  });
});
