import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../src/app/store';
import { env } from '../../src/config/env';
import { AnnouncementBlock, useAnnouncementsFirst } from '../../src/features/announcements';
import {
  announcementLines,
  loadAnnouncements,
  selectAnnouncementsAnswered,
  selectAnnouncementsStatus,
} from '../../src/features/announcements/slice';
import { ANNOUNCEMENTS_WAIT_MS } from '../../src/features/announcements/useAnnouncementsFirst';
import { setAnnouncements } from '../../src/testing/mock-clinic/controls';
import { server } from '../../src/testing/mock-clinic/node';
import { buildAnnouncements } from '../../src/testing/mock-clinic/seed/announcements';
import { fakeTimeouts } from '../utils/fakeClock';
import { renderWithProviders } from '../utils/render';

const renderBlock = (lang: 'en' | 'cn' = 'en') =>
  renderWithProviders(
    <main>
      <AnnouncementBlock />
    </main>,
    { lang },
  );

const loaded = (store: ReturnType<typeof createStore>) =>
  waitFor(() => expect(selectAnnouncementsStatus(store.getState())).not.toBe('loading'));

afterEach(() => {
  vi.useRealTimers();
});

describe('AnnouncementBlock', () => {
  it("shows the clinic's seeded announcement under a heading", async () => {
    await renderBlock();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Clinic announcements' });
    const region = screen.getByRole('region', { name: 'Clinic announcements' });
    expect(region).toContainElement(heading);
    expect(region).toHaveTextContent(buildAnnouncements()[0]!);
  });

  it('shows a line the clinic also wrote in Chinese translated', async () => {
    await renderBlock('cn');
    expect(await screen.findByRole('heading', { name: '診所公告' })).toBeInTheDocument();
    expect(screen.getByText(/12月25日、26日及1月1日休息/)).toBeInTheDocument();
  });

  it('renders nothing for an empty list', async () => {
    setAnnouncements([]);
    const { store, container } = await renderBlock();
    await loaded(store);
    expect(selectAnnouncementsStatus(store.getState())).toBe('succeeded');
    expect(container.querySelector('main')).toBeEmptyDOMElement();
  });

  it('shows markup in a line as text, never as HTML', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    setAnnouncements([attack, 'Flu shots are available from October.']);
    const { container } = await renderBlock();
    expect(await screen.findByText(attack)).toBeInTheDocument();
    expect(screen.getByText('Flu shots are available from October.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
  });

  it('stays silent when the announcements cannot be loaded', async () => {
    server.use(
      http.get(`${env.apiUrl}/services2/anouncement`, () =>
        HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    const { store, container } = await renderBlock();
    await loaded(store);
    expect(selectAnnouncementsStatus(store.getState())).toBe('failed');
    expect(container.querySelector('main')).toBeEmptyDOMElement();
    expect(store.getState().alerts).toEqual(createStore().getState().alerts);
    expect(store.getState().auth.apiUnavailable).toBe(false);
  });

  it('stays silent without an answer too: no "cannot reach" banner', async () => {
    server.use(http.get(`${env.apiUrl}/services2/anouncement`, () => HttpResponse.error()));
    const { store } = await renderBlock();
    await loaded(store);
    expect(selectAnnouncementsStatus(store.getState())).toBe('failed');
    expect(store.getState().auth.apiUnavailable).toBe(false);
  });
});

describe('announcementLines', () => {
  it('keeps only non-empty text lines', () => {
    expect(announcementLines({ value: ['One', '', '  ', 2, null, 'Two'] })).toEqual(['One', 'Two']);
    expect(announcementLines({ value: 'not a list' })).toEqual([]);
    expect(announcementLines(null)).toEqual([]);
    expect(announcementLines('<html>')).toEqual([]);
  });
});

describe('loading the announcements', () => {
  it('asks once while a load is on its way, and not again for a minute after an answer', async () => {
    let asked = 0;
    server.use(
      http.get(`${env.apiUrl}/services2/anouncement`, () => {
        asked += 1;
        return HttpResponse.json({ value: ['Closed on Boxing Day.'] });
      }),
    );
    const store = createStore();
    await Promise.all([store.dispatch(loadAnnouncements()), store.dispatch(loadAnnouncements())]);
    expect(asked).toBe(1);
    await store.dispatch(loadAnnouncements());
    expect(asked).toBe(1);
    expect(selectAnnouncementsAnswered(store.getState())).toBe(true);
  });

  it('counts a failure as answered, and asks again after one', async () => {
    server.use(
      http.get(`${env.apiUrl}/services2/anouncement`, () =>
        HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    const store = createStore();
    await store.dispatch(loadAnnouncements());
    expect(selectAnnouncementsAnswered(store.getState())).toBe(true);
    expect(selectAnnouncementsStatus(store.getState())).toBe('failed');
    server.resetHandlers();
    await store.dispatch(loadAnnouncements());
    expect(selectAnnouncementsStatus(store.getState())).toBe('succeeded');
  });
});

describe('a page that shows the announcements first', () => {
  function Page() {
    const ready = useAnnouncementsFirst();
    return (
      <main>
        {ready ? (
          <>
            <AnnouncementBlock />
            <h1>Welcome</h1>
          </>
        ) : (
          <p role="status">Loading</p>
        )}
      </main>
    );
  }

  it('shows with the announcement already in place', async () => {
    server.use(
      http.get(`${env.apiUrl}/services2/anouncement`, async () => {
        await delay(300);
        return HttpResponse.json({ value: ['Closed on Boxing Day.'] });
      }),
    );
    await renderWithProviders(<Page />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    // The block is there in the same render as the page: nothing below it moves later.
    expect(screen.getByRole('region', { name: 'Clinic announcements' })).toBeInTheDocument();
    expect(heading).toBeInTheDocument();
  });

  it(`shows without them after ${ANNOUNCEMENTS_WAIT_MS} ms when the service does not answer`, async () => {
    fakeTimeouts();
    // No answer while the test looks; then a failed call, so that none is left on its way for
    // tests/setup.ts to give up on (after 2 s).
    let giveUp = () => {};
    server.use(
      http.get(
        `${env.apiUrl}/services2/anouncement`,
        () => new Promise<Response>((answer) => (giveUp = () => answer(HttpResponse.error()))),
      ),
    );
    await renderWithProviders(<Page />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(() => vi.advanceTimersByTimeAsync(ANNOUNCEMENTS_WAIT_MS - 1));
    expect(screen.getByRole('status'), '1 ms before the wait is up').toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Welcome' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Clinic announcements' })).toBeNull();
    giveUp();
  });
});
