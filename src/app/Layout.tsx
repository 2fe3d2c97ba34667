import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import Spinner from '../components/Spinner';
import AlertStack from '../features/alerts/AlertStack';
import { useIdleLogout } from '../features/auth/useIdleLogout';
import { useClinicStatusConnection } from '../features/clinicStatus/useClinicStatusConnection';
import Footer from '../features/site/Footer';
import { animateScrollTo } from '../lib/scroll';
import { usePageViews } from './analytics';
import ApiUnavailableBanner from './ApiUnavailableBanner';
import ErrorBoundary from './ErrorBoundary';
import { useAppSelector } from './hooks';
import PatientNav from './nav/PatientNav';
import VisitorNav from './nav/VisitorNav';
import { isLoginPath, isRecordsPath } from './routes';

export default function Layout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const hideNav = isRecordsPath(pathname);
  const hideFooter = hideNav || isLoginPath(pathname);

  usePageViews();
  useIdleLogout();
  useClinicStatusConnection();
  useEffect(() => {
    animateScrollTo(0);
  }, [pathname]);

  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      {!hideNav && (isAuthenticated ? <PatientNav /> : <VisitorNav />)}
      <ApiUnavailableBanner />
      <AlertStack />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {!hideFooter && <Footer />}
    </>
  );
}
