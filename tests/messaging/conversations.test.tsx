import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import PatientNav from '../../src/app/nav/PatientNav';
import type { Message } from '../../src/api/types';
import { env } from '../../src/config/env';
import MessageDetailPage from '../../src/features/messages/MessageDetailPage';
import MessagesPage from '../../src/features/messages/MessagesPage';
import { isBold, messageState } from '../../src/features/messages/messageList';
import { awaitingReplyCount } from '../../src/lib/awaitingReply';
import { answerPatientMessage } from '../../src/testing/mock-clinic/controls';
import { server } from '../../src/testing/mock-clinic/node';
import { loadMessages } from '../../src/features/messages/thunks';
import { buildMessage, buildOwnMessage, buildRepliedMessage } from '../builders/messages';
import { PATIENTS } from '../builders/users';
import { renderWithProviders, type Lang } from '../utils/render';

// Issue 32 (docs/messages.md#my-messages-list, #message-detail): the patient's own messages to the
// medical office assistants beside the clinic's, each row an exchange, in both languages. The
// service's answers are stubbed here in the wire shape the lead decided
// (from: 'patient', the answer fields the clinic's answer), so these hold the screens alone.

const OWN_SENT = buildOwnMessage({
  _id: 'own-sent',
  message: 'Is my school form ready?',
  createdAt: '2026-11-27T18:00:00Z',
});
const OWN_ANSWERED = buildOwnMessage({
  _id: 'own-answered',
  message: 'Can I book a flu shot?',
  createdAt: '2026-11-26T17:00:00Z',
  repliedMessage: 'Yes: Tuesday at 10, see https://evil.example/<b>x</b>',
  repliedAt: '2026-11-26T19:30:00Z',
  isReplied: true,
});
const CLINIC_REPLIED = buildRepliedMessage({
  _id: 'clinic-replied',
  from: 'MOA Lee',
  isMOA: true,
  message: 'Please confirm your address.',
  createdAt: '2026-11-25T17:00:00Z',
  repliedMessage: 'It has not changed.',
  repliedAt: '2026-11-25T18:00:00Z',
});
const CLINIC_WAITING = buildMessage({
  _id: 'clinic-waiting',
  message: 'Please send a photo of the rash.',
  createdAt: '2026-11-24T17:00:00Z',
  requestImage: true,
});
const MIXED = [OWN_SENT, OWN_ANSWERED, CLINIC_REPLIED, CLINIC_WAITING];

const TEXTS = {
  en: {
    list: 'Messages with the clinic',
    you: 'You wrote to the medical office assistants',
    sent: 'Sent',
    answered: 'Answered',
    replied: 'Replied',
    awaiting: 'Awaiting your reply',
    picture: 'Picture requested',
    answer: 'Answer from the medical office assistants',
    yourReply: 'Your reply',
    doctor: 'Doctor',
    moa: 'Medical office assistant',
    nav: 'Messages, 1 awaiting your reply',
    ownTitle: 'Your message to the medical office assistants',
    sentAt: /^Sent: \S/,
    answeredAt: /^Answered: \S/,
    waiting: 'Sent. The medical office assistants will answer here.',
    reply: 'Reply',
    label: 'Your message',
    send: 'Send',
  },
  cn: {
    list: '與診所之間的訊息',
    you: '您寫給診所助理',
    sent: '已發送',
    answered: '診所已回覆',
    replied: '已回覆',
    awaiting: '等待您回覆',
    picture: '需要附上圖片',
    answer: '診所助理的回覆',
    yourReply: '您的回覆',
    doctor: '醫生',
    moa: '診所助理',
    nav: '訊息，1 則等待您回覆',
    ownTitle: '您發給診所助理的訊息',
    sentAt: /^發送時間：\S/,
    answeredAt: /^回覆時間：\S/,
    waiting: '已發送。診所助理會在此回覆您。',
    reply: '回覆',
    label: '您的訊息',
    send: '發送',
  },
} as const;

function serveList(messages: Message[]) {
  server.use(
    http.get(`${env.apiUrl}/message/`, () =>
      HttpResponse.json({ success: true, messages, total: messages.length }),
    ),
  );
}

function serveMessage(message: Message) {
  server.use(
    http.get(`${env.apiUrl}/message/:id`, ({ params }) =>
      params.id === message._id
        ? HttpResponse.json({ success: true, message })
        : HttpResponse.json({ success: false, message: 'Message not found.' }),
    ),
  );
}

/** The list's rows, in order, once it loaded. */
async function rows(listName: string) {
  const list = await screen.findByRole('list', { name: listName });
  return within(list).getAllByRole('listitem');
}

const has = (row: HTMLElement, text: string) => within(row).queryByText(text) !== null;

describe.each(['en', 'cn'] as const)('My Messages as exchanges, in %s', (lang: Lang) => {
  const t = TEXTS[lang];

  it('lists the patient’s own messages beside the clinic’s, each with its state in words', async () => {
    serveList(MIXED);
    await renderWithProviders(<MessagesPage />, { route: '/message', lang, user: PATIENTS.full });
    const [ownSent, ownAnswered, replied, waiting] = await rows(t.list);

    // The patient's message waiting for the clinic: theirs, sent, never bold nor awaiting them.
    expect(within(ownSent!).getByText(t.you)).toBeVisible();
    expect(within(ownSent!).getByRole('link', { name: OWN_SENT.message })).toHaveAttribute(
      'href',
      '/message/own-sent',
    );
    expect(within(ownSent!).getByText(t.sent)).toBeVisible();
    expect(within(ownSent!).getByText(t.sent)).toHaveClass('badge');
    expect(has(ownSent!, t.awaiting)).toBe(false);
    expect(has(ownSent!, t.answer)).toBe(false);
    expect(ownSent).not.toHaveClass('is-unreplied');
    expect(within(ownSent!).getByText((_, node) => node?.tagName === 'TIME')).toHaveAttribute(
      'dateTime',
      OWN_SENT.createdAt,
    );

    // Answered: the clinic's answer beneath, with its time, as text (no markup made of it).
    expect(within(ownAnswered!).getByText(t.you)).toBeVisible();
    expect(within(ownAnswered!).getByText(t.answered)).toBeVisible();
    expect(within(ownAnswered!).getByText(t.answer)).toBeVisible();
    expect(within(ownAnswered!).getByText(OWN_ANSWERED.repliedMessage!)).toBeVisible();
    expect(ownAnswered!.querySelector('b')).toBeNull();
    const times = ownAnswered!.querySelectorAll('time');
    expect([...times].map((time) => time.getAttribute('dateTime'))).toEqual([
      OWN_ANSWERED.createdAt,
      OWN_ANSWERED.repliedAt,
    ]);
    expect(has(ownAnswered!, t.awaiting)).toBe(false);
    expect(ownAnswered).not.toHaveClass('is-unreplied');

    // The clinic's message the patient replied to: their reply beneath.
    expect(within(replied!).getByText(t.moa)).toBeVisible();
    expect(within(replied!).getByText(t.replied)).toBeVisible();
    expect(within(replied!).getByText(t.yourReply)).toBeVisible();
    expect(within(replied!).getByText(CLINIC_REPLIED.repliedMessage!)).toBeVisible();
    expect(has(replied!, t.you)).toBe(false);
    expect(replied).not.toHaveClass('is-unreplied');

    // The clinic's message awaiting the patient: bold, and says so in words.
    expect(within(waiting!).getByText(t.doctor)).toBeVisible();
    expect(within(waiting!).getByText(t.awaiting)).toBeVisible();
    expect(within(waiting!).getByText(t.picture)).toBeVisible();
    expect(has(waiting!, t.yourReply)).toBe(false);
    expect(waiting).toHaveClass('is-unreplied');
  });

  it('the navigation counts only the clinic’s message that waits (counted from the first page)', async () => {
    serveList(MIXED);
    // A service without the count call: the menu counts the list's first page.
    server.use(
      http.get(
        `${env.apiUrl}/message/awaiting-reply`,
        () => new HttpResponse(null, { status: 404 }),
      ),
    );
    await renderWithProviders(<PatientNav />, { route: '/dashboard', lang, user: PATIENTS.full });
    expect(await screen.findByRole('link', { name: t.nav })).toHaveAttribute('href', '/message');
  });

  it('shows the patient’s own message waiting for an answer, with no Reply', async () => {
    serveMessage(OWN_SENT);
    await renderWithProviders(<MessageDetailPage />, {
      route: '/message/own-sent',
      path: '/message/:id',
      lang,
      user: PATIENTS.full,
    });
    expect(await screen.findByRole('heading', { level: 1, name: t.ownTitle })).toBeVisible();
    expect(screen.getByText(OWN_SENT.message)).toBeVisible();
    const sentLine = screen.getByText(
      (_, node) => node?.tagName === 'P' && !!node.querySelector('time'),
    );
    expect(sentLine.textContent).toMatch(t.sentAt);
    expect(sentLine.querySelector('time')).toHaveAttribute('dateTime', OWN_SENT.createdAt);
    expect(screen.getByText(t.waiting)).toBeVisible();
    expect(screen.queryByRole('button', { name: t.reply })).toBeNull();
    expect(screen.queryByRole('heading', { name: t.answer })).toBeNull();
  });

  it('shows the clinic’s answer to the patient’s own message, with its time, and no Reply', async () => {
    serveMessage(OWN_ANSWERED);
    await renderWithProviders(<MessageDetailPage />, {
      route: '/message/own-answered',
      path: '/message/:id',
      lang,
      user: PATIENTS.full,
    });
    const answer = await screen.findByRole('region', { name: t.answer });
    expect(within(answer).getByText(/Tuesday at 10/)).toBeVisible();
    // Staff text stays text: the markup in it is shown, not made, and a foreign address is no link.
    expect(answer.querySelector('b')).toBeNull();
    expect(within(answer).queryByRole('link')).toBeNull();
    const answeredLine = within(answer).getByText(
      (_, node) => node?.tagName === 'P' && !!node.querySelector('time'),
    );
    expect(answeredLine.textContent).toMatch(t.answeredAt);
    expect(answeredLine.querySelector('time')).toHaveAttribute('dateTime', OWN_ANSWERED.repliedAt);
    expect(screen.getByRole('heading', { level: 1, name: t.ownTitle })).toBeVisible();
    expect(screen.queryByText(t.waiting)).toBeNull();
    expect(screen.queryByRole('button', { name: t.reply })).toBeNull();
  });
});

describe.each(['en', 'cn'] as const)('against the mock clinic, in %s', (lang: Lang) => {
  const t = TEXTS[lang];

  it('a message sent shows at the top as sent, then answered once staff answer it', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = await renderWithProviders(<MessagesPage />, {
      route: '/message',
      lang,
      user: PATIENTS.full,
    });
    const box = await screen.findByLabelText(t.label, { exact: true });
    await act(async () => {
      fireEvent.change(box, { target: { value: 'Is my flu shot booked?' } });
    });
    await user.click(screen.getByRole('button', { name: t.send }));
    const sentRow = async () => {
      const [top] = await rows(t.list);
      expect(top).toHaveTextContent('Is my flu shot booked?');
      return top!;
    };
    await screen.findByText(t.sent);
    expect(within(await sentRow()).getByText(t.you)).toBeVisible();

    answerPatientMessage(PATIENTS.full, 'Yes, Tuesday at 10.');
    await act(async () => {
      await store.dispatch(loadMessages(1));
    });
    const answered = await sentRow();
    expect(within(answered).getByText(t.answered)).toBeVisible();
    expect(within(answered).getByText('Yes, Tuesday at 10.')).toBeVisible();
    expect(within(answered).queryByText(t.sent)).toBeNull();
  });
});

describe('a row’s state (src/features/messages/messageList.ts)', () => {
  const anyMessage = fc
    .record({
      own: fc.boolean(),
      isMOA: fc.boolean(),
      requestImage: fc.boolean(),
      repliedAt: fc.option(fc.constant('2026-11-26T19:30:00Z')),
      repliedMessage: fc.option(fc.string({ maxLength: 5 })),
      isReplied: fc.boolean(),
    })
    .map(({ own, ...fields }) =>
      own ? buildOwnMessage({ ...fields, isMOA: false }) : buildMessage(fields),
    );

  it('the patient’s own message is sent or answered, never awaiting them nor bold', () => {
    fc.assert(
      fc.property(anyMessage, (message) => {
        const state = messageState(message);
        if (message.from === 'patient') expect(['sent', 'answered']).toContain(state);
        else expect(['replied', 'awaiting']).toContain(state);
      }),
    );
  });

  it('a row is bold exactly when the navigation counts it', () => {
    fc.assert(
      fc.property(fc.array(anyMessage, { maxLength: 20 }), (messages) => {
        expect(messages.filter(isBold)).toHaveLength(awaitingReplyCount(messages));
        for (const message of messages) {
          expect(isBold(message)).toBe(awaitingReplyCount([message]) === 1);
          // The words agree with the weight: bold rows, and only they, say 'Awaiting your reply'.
          expect(isBold(message)).toBe(messageState(message) === 'awaiting');
        }
      }),
    );
  });
});
