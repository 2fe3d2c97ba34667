import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import Spinner from '../components/Spinner';
import AlertStack from '../components/AlertStack';
import Footer from '../features/site/Footer';
import ApiUnavailableBanner from './ApiUnavailableBanner';
import ErrorBoundary from './ErrorBoundary';
import { useAppSelector } from './hooks';
import { keepFocusThroughDisabling } from './keepFocus';
import NavShell, { MenuStateContext } from './nav/NavShell';
import { usePageScroll } from './pageScroll';
import VisitorNav from './nav/VisitorNav';
import { isLoginPath, isRecordsPath } from './routes';
import { selectIsAuthenticated } from '../state/auth';

const PatientSession = lazy(() => import('./PatientSession'));
// Only in a build with an analytics id: without one, neither the notice nor react-ga4, nor the
// page-view code, is built. (The setting is read here as it stands, so the build drops the import.)
const AnalyticsHost = import.meta.env.VITE_GA_MEASUREMENT_ID
  ? lazy(() => import('./AnalyticsHost'))
  : null;

// Holds the navbar's place (same bar, brand mark only) while the patient's menu arrives.
const patientNavStandIn = (
  <NavShell id="patient-nav" brandTo="/dashboard" expand="lg" links={null} end={null} />
);

export default function Layout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const hideNav = isRecordsPath(pathname);
  const hideFooter = hideNav || isLoginPath(pathname);

  const main = useRef<HTMLElement>(null);
  const menu = useState<string | null>(null);

  useEffect(() => keepFocusThroughDisabling(), []);
  // Each page scrolls to its own section on load (docs/routes.md#page-scroll); Back returns where it was.
  usePageScroll(main);

  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <MenuStateContext.Provider value={menu}>
        {isAuthenticated ? (
          <Suspense fallback={hideNav ? null : patientNavStandIn}>
            <PatientSession showNav={!hideNav} />
          </Suspense>
        ) : (
          !hideNav && <VisitorNav />
        )}
      </MenuStateContext.Provider>
      <ApiUnavailableBanner />
      <AlertStack />
      <main id="main" tabIndex={-1} ref={main}>
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {!hideFooter && <Footer />}
      {AnalyticsHost && (
        <Suspense fallback={null}>
          <AnalyticsHost />
        </Suspense>
      )}
    </>
  );
}
