import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AnalyticsModule from '../../src/app/analytics';

// What the app gives react-ga4 (and so gtag) in a build with an analytics id: nothing before the
// visitor accepts, then page views whose every field is the cleaned path, none from the token and
// payment-return pages, and nothing more after Decline.

const ga = vi.hoisted(() => ({ initialize: vi.fn(), gtag: vi.fn(), send: vi.fn() }));
vi.mock('react-ga4', () => ({ default: ga }));

type Analytics = typeof AnalyticsModule;

async function loadAnalytics(): Promise<Analytics> {
  vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST000000');
  vi.resetModules();
  return import('../../src/app/analytics');
}

let go: NavigateFunction = () => undefined;

function renderAt(analytics: Analytics, path: string) {
  function Probe() {
    analytics.usePageViews();
    go = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );
}

const sentPaths = () => ga.send.mock.calls.map((call) => (call[0] as { page: string }).page);

async function visit(path: string): Promise<void> {
  await act(async () => {
    await go(path);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

beforeEach(() => {
  ga.initialize.mockClear();
  ga.gtag.mockClear();
  ga.send.mockClear();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllEnvs();
  // Other files get the module of a build without an id again.
  vi.resetModules();
});

describe('page views with an analytics id', () => {
  it('wait for consent, carry only the cleaned path, and skip the token and payment pages', async () => {
    const analytics = await loadAnalytics();
    expect(analytics.analyticsConfigured).toBe(true);
    const origin = window.location.origin;
    renderAt(analytics, '/faq?lang=cn#top');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(ga.initialize).not.toHaveBeenCalled();

    act(() => analytics.chooseAnalytics('granted'));
    await waitFor(() => expect(ga.send).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('analyticsConsent')).toBe('granted');
    expect(ga.initialize).toHaveBeenCalledWith('G-TEST000000', {
      gtagOptions: {
        send_page_view: false,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
        page_location: `${origin}/faq`,
        page_path: '/faq',
        page_title: '/faq',
        page_referrer: '',
      },
    });
    expect(ga.send).toHaveBeenLastCalledWith({
      hitType: 'pageview',
      page: '/faq',
      title: '/faq',
      location: `${origin}/faq`,
      page_referrer: '',
    });

    for (const path of [
      '/medical/records/records-demo-token',
      '/message-reply?token=reply-demo-token',
      '/school-work-form/upload-token/upload-demo-token',
      '/auth-message/auth-demo-token',
      '/sick-note/payment/success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2',
    ]) {
      await visit(path);
    }
    expect(sentPaths()).toEqual(['/faq']);

    await visit('/dashboard?x=1');
    expect(sentPaths()).toEqual(['/faq', '/dashboard']);
    expect(ga.send).toHaveBeenLastCalledWith(
      expect.objectContaining({
        location: `${origin}/dashboard`,
        page_referrer: `${origin}/sick-note/payment/success`,
      }),
    );
    // Nothing given to gtag, in any call, holds a token, a query or a secret.
    const given = JSON.stringify([
      ga.initialize.mock.calls,
      ga.gtag.mock.calls,
      ga.send.mock.calls,
    ]);
    for (const secret of ['demo-token', 'pi_1', 'secret', '?', '#']) {
      expect(given).not.toContain(secret);
    }

    act(() => analytics.chooseAnalytics('denied'));
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST000000']).toBe(true);
    await visit('/faq');
    expect(sentPaths()).toEqual(['/faq', '/dashboard']);
  });

  it('load nothing for a visitor who declined', async () => {
    localStorage.setItem('analyticsConsent', 'denied');
    const analytics = await loadAnalytics();
    renderAt(analytics, '/');
    await visit('/faq');
    expect(ga.initialize).not.toHaveBeenCalled();
    expect(ga.send).not.toHaveBeenCalled();
  });
});
