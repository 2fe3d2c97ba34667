import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PatientNav from '../../src/app/nav/PatientNav';
import { env } from '../../src/config/env';
import { emptyDraft } from '../../src/features/messages/replyDraft';
import { sendReply } from '../../src/features/messages/thunks';
import {
  AWAITING_REPLY_FRESH_MS,
  refreshAwaitingReply,
} from '../../src/state/awaitingReply/thunks';
import { addStaffMessage, failNext } from '../../src/testing/mock-clinic/controls';
import { server } from '../../src/testing/mock-clinic/node';
import { seedMessageId } from '../../src/testing/mock-clinic/seed/messages';
import { PATIENTS } from '../builders/users';
import { renderWithProviders, type Lang } from '../utils/render';

// docs/messages.md#messages-awaiting-a-reply: the patient's menu says how many messages await a
// reply, in words for screen readers, and asks again when it should.

const renderNav = (lang: Lang = 'en') =>
  renderWithProviders(<PatientNav />, { route: '/dashboard', user: PATIENTS.full, lang });

const answerCount = (count: number) =>
  server.use(
    http.get(`${env.apiUrl}/message/awaiting-reply`, () =>
      HttpResponse.json({ success: true, count }),
    ),
  );

function showTab() {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Messages link’s count (docs/messages.md#messages-awaiting-a-reply)', () => {
  it('names the 3 messages awaiting a reply on the link and the menu button, the number shown once', async () => {
    await renderNav();
    const link = await screen.findByRole('link', { name: 'Messages, 3 awaiting your reply' });
    expect(link).toHaveAttribute('href', '/message');
    const badge = within(link).getByText('3');
    expect(badge).toHaveClass('badge');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    const menu = screen.getByRole('button', {
      name: 'Open or close the menu, 3 messages awaiting your reply',
    });
    expect(within(menu).getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('in Chinese', async () => {
    await renderNav('cn');
    expect(await screen.findByRole('link', { name: '訊息，3 則等待您回覆' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: '開啟或關閉選單，3 則訊息等待您回覆' }),
    ).toBeVisible();
  });

  it('says one message in the singular', async () => {
    answerCount(1);
    await renderNav();
    await screen.findByRole('link', { name: 'Messages, 1 awaiting your reply' });
    expect(
      screen.getByRole('button', { name: 'Open or close the menu, 1 message awaiting your reply' }),
    ).toBeVisible();
  });

  it('shows nothing for 0, nor when the count cannot be had', async () => {
    answerCount(0);
    const { store } = await renderNav();
    await vi.waitFor(() =>
      expect(
        (store.getState() as { awaitingReply?: { load: { status: string } } }).awaitingReply?.load
          .status,
      ).toBe('succeeded'),
    );
    expect(screen.getByRole('link', { name: 'Messages' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open or close the menu' })).toBeVisible();
    expect(document.querySelector('.badge')).toBeNull();
  });

  it('takes the badge away when a refresh fails, rather than leave a count it could not confirm', async () => {
    const { store } = await renderNav();
    await screen.findByRole('link', { name: 'Messages, 3 awaiting your reply' });
    failNext('GET', '/message/awaiting-reply', '500');
    await act(() => store.dispatch(refreshAwaitingReply(Date.now() + 1)));
    expect(screen.getByRole('link', { name: 'Messages' })).toBeVisible();
    expect(document.querySelector('.badge')).toBeNull();
  });

  it('shows a lower bound as such', async () => {
    await renderWithProviders(<PatientNav />, {
      route: '/dashboard',
      preloadedState: {
        awaitingReply: {
          count: 15,
          atLeast: true,
          listOnly: true,
          load: { status: 'succeeded', error: null, requestId: null },
          askedAt: 1,
          wanted: 0,
        },
      },
    });
    const link = screen.getByRole('link', { name: 'Messages, at least 15 awaiting your reply' });
    expect(within(link).getByText('15+')).toBeVisible();
    expect(
      screen.getByRole('button', {
        name: 'Open or close the menu, at least 15 messages awaiting your reply',
      }),
    ).toBeVisible();
  });
});

describe('when the count is asked again (docs/messages.md#messages-awaiting-a-reply)', () => {
  it('after a reply is sent', async () => {
    const { store } = await renderNav();
    await screen.findByRole('link', { name: 'Messages, 3 awaiting your reply' });
    await act(() =>
      store.dispatch(
        sendReply({ id: seedMessageId(1), draft: { ...emptyDraft(), text: 'The front desk.' } }),
      ),
    );
    expect(
      await screen.findByRole('link', { name: 'Messages, 2 awaiting your reply' }),
    ).toBeVisible();
  });

  it('when the tab is looked at again, once the count is older than 10 seconds', async () => {
    await renderNav();
    await screen.findByRole('link', { name: 'Messages, 3 awaiting your reply' });
    addStaffMessage(PATIENTS.full, 'Please call the clinic.');
    showTab();
    // Too soon: the count asked a moment ago stands.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('link', { name: 'Messages, 3 awaiting your reply' })).toBeVisible();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + AWAITING_REPLY_FRESH_MS + 1);
    showTab();
    expect(
      await screen.findByRole('link', { name: 'Messages, 4 awaiting your reply' }),
    ).toBeVisible();
  });
});
