import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, matchPath } from 'react-router-dom';
import App from './app/App';
import { showBootFailure } from './app/bootFailure';
import { installCrashReporting } from './app/crashReporting';
import { enableDeferredStylesheets } from './app/deferredStylesheets';
import ErrorBoundary from './app/ErrorBoundary';
import { routes } from './app/routes';
import { createStore } from './app/store';
import Spinner from './components/Spinner';
import { applyBrandToDocument, brand } from './config/brands';
import { endIdleSessionAtBoot } from './features/auth/bootSession';
import { logout } from './features/auth/logout';
import { syncSessionAcrossTabs } from './features/auth/sessionSync';
import { applyRestored, restoreSession, type Restored } from './features/auth/restoreSession';
import { currentLanguage, initI18n, startLanguage } from './i18n';
import { removeStorage, retiredLocalKeys } from './lib/storage';
import './styles/main.scss';

/** The routes the bank's 3-D Secure page returns to (src/features/payment/bankReturn.ts). */
const PAYMENT_SUCCESS = /^\/(sick-note|school-work-form)\/payment\/success\/?$/;

const routeAt = (pathname: string) => routes.find((route) => matchPath(route.path, pathname));

async function boot(): Promise<void> {
  const lang = startLanguage();
  // The condition is written out so a production build drops the mock clinic entirely. The worker
  // must be running before the first call, or that call would go to the network.
  if (import.meta.env.VITE_API_MOCK === 'true') {
    const { startMockClinic } = await import('./testing/mock-clinic/browser');
    await startMockClinic();
  }
  // Before anything asks for patient data; the mock clinic must be running to hear the logout.
  // A return from the bank's 3-D Secure page is never idle (issue 26 point 1); its rule is
  // fetched only on the payment-success routes, to keep it out of every other page's first load.
  const fromBank =
    PAYMENT_SUCCESS.test(window.location.pathname) &&
    (await import('./features/payment/bankReturn')).isReturnFromBank(window.location);
  // A token an earlier version kept in storage goes now, not at the next logout.
  retiredLocalKeys.forEach(removeStorage);
  const endedIdle = endIdleSessionAtBoot(fromBank);
  if (endedIdle && routeAt(window.location.pathname)?.access !== 'public') {
    window.history.replaceState(null, '', '/login');
  }
  // The shared session's token, from the service (its refresh cookie), beside the texts below.
  const restoring: Promise<Restored> = endedIdle
    ? Promise.resolve({ kind: 'none' })
    : restoreSession();
  // The first page and its texts are fetched beside the common texts, not after them: on a slow
  // phone connection each waiting step is a round trip before anything shows.
  // A prerendered page (scripts/prerender.mjs) stays on screen until React's first render, which
  // is then the same page, not a spinner: hence the page is awaited too.
  const first = routeAt(window.location.pathname);
  const [i18n, restored] = await Promise.all([
    initI18n(lang, first?.ns ?? []),
    restoring,
    // A failed download is retried when the page renders, where the error boundary can show it.
    first?.page.preload().catch(() => undefined),
    enableDeferredStylesheets(),
  ]);
  // Without the common texts every screen would show raw keys: the boot fails instead, and the
  // static message in both languages shows (a locale file a release replaced reloads first).
  if (!i18n.hasResourceBundle(lang, 'common')) {
    throw new Error(`Locale ${lang}/common could not be loaded`);
  }
  applyBrandToDocument(brand, currentLanguage());
  i18n.on('languageChanged', () => applyBrandToDocument(brand, currentLanguage()));

  const store = createStore();
  syncSessionAcrossTabs(store.dispatch);
  // The login page says why the session ended (a public page, such as a mailed link, stays).
  if (endedIdle) store.dispatch(logout('idle'));
  void store.dispatch(applyRestored(restored));

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // As a transition, the first render is done in small slices that leave the phone free to
  // answer a tap (the page is already on screen when it was prerendered), not in one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        {/* Around everything, navbars and the patient session included; Layout keeps its own
            around each page, so one page's failure leaves the navbar usable. */}
        <ErrorBoundary standalone>
          <Provider store={store}>
            <BrowserRouter>
              <Suspense fallback={<Spinner />}>
                <App />
              </Suspense>
            </BrowserRouter>
          </Provider>
        </ErrorBoundary>
      </StrictMode>,
    );
  });
}

// Before anything can fail: errors no boundary sees, missing chunks and CSP violations are reported.
installCrashReporting();
// A boot that fails shows a static message in both languages, never a blank page.
boot().catch(showBootFailure);
