import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../src/app/store';
import { env } from '../../src/config/env';
import { AnnouncementBlock } from '../../src/features/announcements';
import {
  announcementLines,
  selectAnnouncementsStatus,
} from '../../src/features/announcements/slice';
import { setAnnouncements } from '../../src/testing/mock-clinic/controls';
import { server } from '../../src/testing/mock-clinic/node';
import { buildAnnouncements } from '../../src/testing/mock-clinic/seed/announcements';
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
});

describe('announcementLines', () => {
  it('keeps only non-empty text lines', () => {
    expect(announcementLines({ value: ['One', '', '  ', 2, null, 'Two'] })).toEqual(['One', 'Two']);
    expect(announcementLines({ value: 'not a list' })).toEqual([]);
    expect(announcementLines(null)).toEqual([]);
    expect(announcementLines('<html>')).toEqual([]);
  });
});
