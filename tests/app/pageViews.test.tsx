import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AnalyticsModule from '../../src/app/analytics';
import { createStore, type AppStore } from '../../src/app/store';
import { tabHolding } from '../builders/session';

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

/** The app's page-view hook at `path`, in a visitor's tab unless given another store. */
function renderAt(analytics: Analytics, path: string, store: AppStore = createStore()) {
  function Probe() {
    analytics.usePageViews();
    go = useNavigate();
    return null;
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
      </MemoryRouter>
    </Provider>,
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

  // gtag.js is for visitors' public pages only (docs/session-security.md, "Decided" point 1).
  it('load nothing in a tab that holds a session, consent or not', async () => {
    localStorage.setItem('analyticsConsent', 'granted');
    const analytics = await loadAnalytics();
    renderAt(analytics, '/faq', tabHolding('the-token'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    await visit('/policies');
    expect(ga.initialize).not.toHaveBeenCalled();
    expect(ga.send).not.toHaveBeenCalled();
  });
});
