import { render, screen, waitFor } from '@testing-library/react';
import { createInstance, type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showBootFailure } from '../../src/app/bootFailure';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  PRELOAD_REPORT_DELAY_MS,
  REPORTS_PER_MINUTE,
  describeViolation,
  installCrashReporting,
  isChunkLoadError,
  page,
  recoverFromChunkError,
  reportProblem,
  resetCrashReportingForTests,
} from '../../src/app/crashReporting';
import ErrorBoundary from '../../src/app/ErrorBoundary';
import cnCommon from '../../src/i18n/locales/cn/common.json';
import enCommon from '../../src/i18n/locales/en/common.json';
import { errorReports } from '../../src/testing/mock-clinic/controls';
import { callsAnswered, fakeTimeouts } from '../utils/fakeClock';

const chunkError = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://localhost/assets/FaqPage-abc123.js',
  );

async function makeI18n(lng: 'en' | 'cn', withTexts = true): Promise<i18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng,
    ns: ['common'],
    defaultNS: 'common',
    resources: withTexts ? { en: { common: enCommon }, cn: { common: cnCommon } } : {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

function Thrower({ error }: { error: Error }): ReactNode {
  throw error;
}

let reload: ReturnType<typeof vi.fn<() => void>>;
const realReload = page.reload;

beforeEach(() => {
  resetCrashReportingForTests();
  reload = vi.fn<() => void>();
  page.reload = reload;
  // React logs every caught render error; the tests expect them.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  page.reload = realReload;
  vi.useRealTimers();
});

describe('reports', () => {
  it('sends one report per distinct error', async () => {
    await reportProblem(new Error('once'));
    await reportProblem(new Error('once'));
    await reportProblem(new Error('twice'));
    expect(errorReports().map((report) => report.err)).toEqual(['Error: once', 'Error: twice']);
  });

  it('sends at most REPORTS_PER_MINUTE in a minute, so a loop cannot flood the service', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    for (let n = 0; n < REPORTS_PER_MINUTE + 5; n += 1) await reportProblem(new Error(`loop ${n}`));
    expect(errorReports()).toHaveLength(REPORTS_PER_MINUTE);
    vi.setSystemTime(new Date('2026-11-24T10:01:01Z'));
    await reportProblem(new Error('a minute later'));
    expect(errorReports()).toHaveLength(REPORTS_PER_MINUTE + 1);
  });
});

describe('window listeners', () => {
  let uninstall: () => void = () => undefined;
  afterEach(() => uninstall());

  it("reports 'error' and 'unhandledrejection', not cross-origin noise", async () => {
    uninstall = installCrashReporting();
    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('thrown in a timer'), message: 'x' }),
    );
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'ResizeObserver loop completed with undelivered notifications.',
      }),
    );
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('nobody caught this');
    window.dispatchEvent(rejection);
    await waitFor(() =>
      expect(errorReports().map((report) => report.err)).toEqual([
        'Error: thrown in a timer',
        'Error: nobody caught this',
      ]),
    );
  });

  it("reports Vite's vite:preloadError when nothing else handles it, and never reloads for it", async () => {
    fakeTimeouts();
    uninstall = installCrashReporting();
    const event = new Event('vite:preloadError', { cancelable: true }) as Event & {
      payload?: unknown;
    };
    event.payload = chunkError();
    window.dispatchEvent(event);
    await vi.advanceTimersByTimeAsync(PRELOAD_REPORT_DELAY_MS - 1);
    await callsAnswered();
    expect(errorReports(), '1 ms before its delay is up').toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await callsAnswered();
    expect(errorReports()).toHaveLength(1);
    expect(errorReports()[0]?.err).toContain('FaqPage');
    expect(errorReports()[0]?.details).toContain('Vite could not load a chunk');
    expect(event.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves the report of a vite:preloadError to the boundary that reloads for it', async () => {
    fakeTimeouts();
    uninstall = installCrashReporting();
    const event = Object.assign(new Event('vite:preloadError'), { payload: chunkError() });
    window.dispatchEvent(event);
    expect(recoverFromChunkError(chunkError())).toBe('reloading');
    // The reload waits for the report (or 2 s): the report is answered without the clock moving.
    await callsAnswered();
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PRELOAD_REPORT_DELAY_MS + 200);
    await callsAnswered();
    expect(errorReports()).toHaveLength(1);
    expect(errorReports()[0]?.details).toContain('reloading once');
  });

  it('reports a CSP violation by directive and blocked origin, never a token or query', async () => {
    uninstall = installCrashReporting();
    window.history.replaceState(null, '', '/auth-message/secret-link-token?lang=en#x');
    // jsdom has no SecurityPolicyViolationEvent: an event with its fields, as Chromium fires it
    // (e2e/resilience.spec.ts sees a real one).
    const violation = Object.assign(new Event('securitypolicyviolation', { bubbles: true }), {
      blockedURI: 'https://tracker.example/pixel.png?token=secret-link-token',
      effectiveDirective: 'img-src',
      violatedDirective: 'img-src',
      disposition: 'enforce',
    });
    document.dispatchEvent(violation);
    await waitFor(() => expect(errorReports()).toHaveLength(1));
    const [report] = errorReports();
    expect(report?.err).toBe('CSP violation: img-src blocked https://tracker.example');
    expect(JSON.stringify(report)).not.toMatch(/secret-link-token|lang=|pixel/);
    window.history.replaceState(null, '', '/');
  });

  it('words other blocked things by their keyword', () => {
    const base = { effectiveDirective: 'script-src-elem', violatedDirective: 'script-src' };
    expect(describeViolation({ ...base, blockedURI: 'inline', disposition: 'enforce' })).toBe(
      'CSP violation: script-src-elem blocked inline',
    );
    expect(describeViolation({ ...base, blockedURI: 'eval', disposition: 'report' })).toBe(
      'CSP violation (report only): script-src-elem blocked eval',
    );
    expect(
      describeViolation({ ...base, blockedURI: 'data:text/html,<b>', disposition: 'enforce' }),
    ).toBe('CSP violation: script-src-elem blocked data:');
  });
});

describe('a missing chunk', () => {
  it('is told from other errors', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once after its report; a second failure soon after shows the error page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    expect(recoverFromChunkError(chunkError())).toBe('reloading');
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(Date.now()));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(errorReports()).toHaveLength(1);
    expect(errorReports()[0]?.details).toContain('reloading once');
    // Every caller in the same page life hears the same answer.
    expect(recoverFromChunkError(new Error('Unable to preload CSS for /a.css'))).toBe('reloading');

    // The reloaded page (a new page life) fails again within the window: no second reload.
    resetCrashReportingForTests();
    vi.setSystemTime(new Date(Date.now() + CHUNK_RELOAD_WINDOW_MS - 1_000));
    expect(recoverFromChunkError(chunkError())).toBe('failed');
    await waitFor(() => expect(errorReports()).toHaveLength(2));
    expect(errorReports()[1]?.details).toContain('error page');
    expect(reload).toHaveBeenCalledTimes(1);

    // Long after, a new release's missing chunk reloads again.
    resetCrashReportingForTests();
    vi.setSystemTime(new Date(Date.now() + CHUNK_RELOAD_WINDOW_MS + 1_000));
    expect(recoverFromChunkError(chunkError())).toBe('reloading');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('does not reload without sessionStorage to guard against a loop', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(recoverFromChunkError(chunkError())).toBe('failed');
    await waitFor(() => expect(errorReports()).toHaveLength(1));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the error boundary', () => {
  it('around the whole app: a crash in the navbar area shows the error page as the main landmark', async () => {
    const i18n = await makeI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary standalone>
          <nav aria-label="Main navigation">
            <Thrower error={new Error('the navbar broke')} />
          </nav>
          <p>page</p>
        </ErrorBoundary>
      </I18nextProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Something went wrong on this page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByText('page')).toBeNull();
    await waitFor(() => expect(errorReports()).toHaveLength(1));
    expect(errorReports()[0]?.err).toBe('Error: the navbar broke');
    expect(errorReports()[0]?.details).toContain('Thrower');
  });

  it('a missing chunk: a spinner while the page reloads, then the error page if it fails again', async () => {
    const i18n = await makeI18n('en');
    const view = render(
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary>
          <Thrower error={chunkError()} />
        </ErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading')).toBeNull();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    view.unmount();

    resetCrashReportingForTests();
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary>
          <Thrower error={chunkError()} />
        </ErrorBoundary>
      </I18nextProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong on this page' }),
    ).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    // Reported before the reload, and again with the error page.
    await waitFor(() => expect(errorReports()).toHaveLength(2));
  });

  it('shows its texts when the common texts never loaded, in the page language', async () => {
    const i18n = await makeI18n('cn', false);
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary>
          <Thrower error={new Error('texts missing')} />
        </ErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '此頁面發生錯誤' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新載入頁面' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首頁' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(errorReports()).toHaveLength(1));
  });
});

describe('a failed boot', () => {
  it('shows a static message in both languages, the stored one first, and reports', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    window.localStorage.setItem('lang', 'cn');
    showBootFailure(new Error('i18next could not start'));
    const headings = [...document.querySelectorAll('main h1, main h2')].map((h) => h.textContent);
    expect(headings).toEqual(['此頁面發生錯誤', 'Something went wrong on this page']);
    expect(document.querySelector('main section:last-child')?.getAttribute('lang')).toBe('en');
    expect(document.querySelector('main section:first-child')?.getAttribute('lang')).toBe(
      'zh-Hant-HK',
    );
    expect(document.documentElement.lang).toBe('zh-Hant-HK');
    document.querySelector<HTMLButtonElement>('main section:last-child button')?.click();
    expect(reload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(errorReports()).toHaveLength(1));
    expect(errorReports()[0]?.details).toContain('could not start');
    document.body.innerHTML = '';
  });

  it('reloads once instead when the first page chunk is missing', async () => {
    document.body.innerHTML = '<div id="root"><p>prerendered</p></div>';
    showBootFailure(chunkError());
    expect(document.querySelector('main')).toBeNull();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    document.body.innerHTML = '';
  });
});
