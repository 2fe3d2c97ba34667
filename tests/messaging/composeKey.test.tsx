import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../src/api/types';
import AlertStack from '../../src/components/AlertStack';
import { env } from '../../src/config/env';
import MessagesPage from '../../src/features/messages/MessagesPage';
import { server } from '../../src/testing/mock-clinic/node';
import { buildMessage, buildOwnMessage } from '../builders/messages';
import { PATIENTS } from '../builders/users';
import { renderWithProviders, type Lang } from '../utils/render';

// docs/messages.md#new-message (issue 32): a message sent while the line drops is stored once.
// A service stand-in that keeps messages by Idempotency-Key (as the contract says: a repeated key
// answers the first outcome and stores nothing more) sees every send the page makes.

const TEXTS = {
  en: {
    label: 'Your message',
    send: 'Send',
    list: 'Messages with the clinic',
    failed: 'message sent failed',
    sent: 'Your message was successfully sent to our medical office assistants',
    sentState: 'Sent',
  },
  cn: {
    label: '您的訊息',
    send: '發送',
    list: '與診所之間的訊息',
    failed: '訊息發送失敗。',
    sent: '您的訊息已成功發送給我們的診所助理。',
    sentState: '已發送',
  },
} as const;

// Changing pages scrolls to the list; jsdom lays nothing out and has no scrollIntoView.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterAll(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

type Outcome = 'store' | 'store, then lose the answer' | '503';

/** The clinic: a list of messages (newest first), and what each POST /message/sent carried. */
function clinic(outcomes: Outcome[]) {
  const stored: Message[] = [buildMessage({ _id: 'older', createdAt: '2026-11-01T17:00:00Z' })];
  const sends: { key: string | null; text: string }[] = [];
  const seen = new Set<string>();
  const skips: string[] = [];
  server.use(
    http.get(`${env.apiUrl}/message/`, ({ request }) => {
      const skip = Number(new URL(request.url).searchParams.get('skip'));
      skips.push(String(skip));
      const page = stored.slice(skip, skip + 15);
      return HttpResponse.json({ success: true, messages: page, total: 16 + stored.length });
    }),
    http.post(`${env.apiUrl}/message/sent`, async ({ request }) => {
      const key = request.headers.get('Idempotency-Key');
      const { message } = (await request.json()) as { message: string };
      sends.push({ key, text: message });
      const outcome = outcomes.shift() ?? 'store';
      if (outcome === '503') return new HttpResponse(null, { status: 503 });
      if (key && !seen.has(key)) {
        seen.add(key);
        stored.unshift(
          buildOwnMessage({
            _id: `own-${stored.length}`,
            message,
            createdAt: new Date().toISOString(),
          }),
        );
      }
      if (outcome === 'store, then lose the answer') return HttpResponse.error();
      return HttpResponse.json({
        success: true,
        message: 'Your message was successfully sent to our medical office assistants',
      });
    }),
  );
  return { stored, sends, skips };
}

async function openPage(lang: Lang, route = '/message') {
  const user = userEvent.setup({ delay: null });
  await renderWithProviders(<MessagesPage />, {
    route,
    lang,
    user: PATIENTS.full,
    beside: <AlertStack />,
  });
  const t = TEXTS[lang];
  const box = await screen.findByLabelText(t.label, { exact: true });
  return {
    box,
    type: (text: string) =>
      act(async () => {
        fireEvent.change(box, { target: { value: text } });
      }),
    send: () => user.click(screen.getByRole('button', { name: t.send })),
  };
}

describe.each(['en', 'cn'] as const)('a new message’s Idempotency-Key, in %s', (lang) => {
  const t = TEXTS[lang];

  it('a lost answer: the retry repeats the key, the message is stored once and listed as sent', async () => {
    const service = clinic(['store, then lose the answer', '503', 'store']);
    const page = await openPage(lang);
    await page.type('Can I book a flu shot?');

    await page.send();
    expect(await screen.findByText(t.failed)).toBeVisible();
    expect(page.box).toHaveValue('Can I book a flu shot?');
    await page.send();
    await waitFor(() => expect(service.sends).toHaveLength(2));
    // Sending, the box is disabled; the 503 gives it back with the text in it.
    await waitFor(() => expect(page.box).toBeEnabled());
    expect(page.box).toHaveValue('Can I book a flu shot?');
    await page.send();
    expect(await screen.findByText(t.sent)).toBeVisible();
    expect(page.box).toHaveValue('');

    const [first, ...retries] = service.sends;
    expect(first?.key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(retries.map((send) => send.key)).toEqual([first?.key, first?.key]);
    expect(service.stored.filter((message) => message.from === 'patient')).toHaveLength(1);

    // The list shows it at the top, as sent.
    await waitFor(async () => {
      const top = within(await screen.findByRole('list', { name: t.list })).getAllByRole(
        'listitem',
      )[0];
      expect(top).toHaveTextContent('Can I book a flu shot?');
      expect(within(top!).getByText(t.sentState)).toBeVisible();
    });
  });

  it('a new key after a success, and once the text changed after a failure', async () => {
    const service = clinic(['store', '503', '503', 'store']);
    const page = await openPage(lang);

    await page.type('First question');
    await page.send();
    expect(await screen.findByText(t.sent)).toBeVisible();
    await page.type('First question');
    await page.send();
    expect(await screen.findByText(t.failed)).toBeVisible();
    await page.type('First question, again');
    await page.send();
    await waitFor(() => expect(service.sends).toHaveLength(3));
    await waitFor(() => expect(page.box).toBeEnabled());
    await page.send();
    await waitFor(() => expect(service.sends).toHaveLength(4));

    const keys = service.sends.map((send) => send.key);
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    expect(keys[3]).toBe(keys[2]);
    expect(service.sends.map((send) => send.text)).toEqual([
      'First question',
      'First question',
      'First question, again',
      'First question, again',
    ]);
  });

  it('sent from page 2, the list goes to page 1 and shows it at the top', async () => {
    const service = clinic(['store']);
    const page = await openPage(lang, '/message?page=2');
    await waitFor(() => expect(service.skips).toContain('15'));
    await page.type('Sent from page 2');
    await page.send();
    expect(await screen.findByText(t.sent)).toBeVisible();
    await waitFor(() => expect(service.skips.at(-1)).toBe('0'));
    const list = await screen.findByRole('list', { name: t.list });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Sent from page 2'),
    );
  });
});
